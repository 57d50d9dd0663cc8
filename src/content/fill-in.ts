/**
 * Fills in {name}, {email} and {address} in texts from the data files, from the site's settings
 * (content/site.json, site.ts). The privacy policy and terms give the charity's e-mail and address:
 * written in as words, they would go stale the day the contacts change.
 */
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
