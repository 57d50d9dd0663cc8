/**
 * The shape of the Privacy Policy (/privacy, privacy-policy.ts) and the Terms of Use (/terms,
 * terms-of-use.ts), each from its own data file with {name}, {email} and {address} filled in from
 * the site's settings. One module per document, so neither page downloads the other's text.
 *
 * Written to describe what this site actually does (EmailJS for the contact form, Firebase Analytics
 * only after consent, offline copies on the visitor's device). If the site changes how it handles
 * data, update the matching section of content/privacy.json and its `lastUpdated`. This text is a
 * sensible starting point, not legal advice: have it reviewed before launch.
 */
import { fillIn } from './fill-in';
import type { LegalFile } from './schemas';

/** `lastUpdated` is an ISO date (YYYY-MM-DD); the page formats it for people. */
export type LegalDocument = LegalFile;

/** A document as its page shows it; the build has checked the file against its schema. */
export function legalDocument(file: LegalFile): LegalDocument {
  return {
    ...file,
    intro: file.intro.map(fillIn),
    sections: file.sections.map((section) => ({ ...section, paragraphs: section.paragraphs.map(fillIn) })),
  };
}
