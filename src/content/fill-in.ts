/** From the site's settings: written in as words, the legal texts' e-mail and address would go stale. */
import { formatAddress, site } from '../config/site';
import type { FILL_IN_NAMES } from './schemas';

const VALUES: Record<(typeof FILL_IN_NAMES)[number], string> = {
  name: site.name,
  email: site.contact.email,
  address: formatAddress(site.contact.address),
};

export function fillIn(text: string): string {
  // The schema allows only these three words in braces (src/content/schemas.ts).
  return text.replace(/\{(name|email|address)\}/g, (_match, word: keyof typeof VALUES) => VALUES[word]);
}
