/** The Privacy Policy at /privacy, from content/privacy.json (see legal.ts). */
import privacyFile from '../../content/privacy.json' with { type: 'json' };
import { legalDocument, type LegalDocument } from './legal';

export const privacyPolicy: LegalDocument = legalDocument(privacyFile);
