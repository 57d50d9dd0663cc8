/** The Terms of Use at /terms, from content/terms.json (see legal.ts). */
import termsFile from '../../content/terms.json' with { type: 'json' };
import { legalDocument, type LegalDocument } from './legal';

export const termsOfUse: LegalDocument = legalDocument(termsFile);
