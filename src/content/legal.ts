/**
 * The Privacy Policy and Terms of Use, one module each (privacy-policy.ts, terms-of-use.ts) so neither
 * page downloads the other's text. If the site changes how it handles data, update content/privacy.json
 * and its `lastUpdated`. Not legal advice: have the text reviewed before launch.
 */
import { fillIn } from './fill-in';
import type { ContentFile } from './schemas';

/** `lastUpdated` is an ISO date (YYYY-MM-DD); the page formats it for people. */
export type LegalDocument = ContentFile<'content/privacy.json' | 'content/terms.json'>;

/** A document as its page shows it. */
export function legalDocument(file: LegalDocument): LegalDocument {
  return {
    ...file,
    intro: file.intro.map(fillIn),
    sections: file.sections.map((section) => ({ ...section, paragraphs: section.paragraphs.map(fillIn) })),
  };
}
