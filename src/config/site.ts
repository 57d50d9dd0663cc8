/**
 * The organisation's settings (contacts, social links and bank accounts: content/site.json). Every value
 * marked `PLACEHOLDER`, and all of content/site.json, is invented and MUST be replaced before launch; until
 * then `placeholder: true` makes the Donate page warn against transfers. No DOM or Vite: scripts import it.
 */
import siteFile from '../../content/site.json' with { type: 'json' };
import type { ContentFile } from '../content/schemas';

export type PostalAddress = (typeof data)['contact']['address'] & { country: 'Nigeria'; countryCode: 'NG' };

export type BankAccount = (typeof data)['bankAccounts']['naira'] & { currency: 'USD' | 'NGN'; swiftCode?: string };

// PLACEHOLDER: the real name of the organisation is not known yet.
const NAME = 'Hope Harvest Mission';

const data = siteFile as ContentFile<'content/site.json'>;

/** For link labels, here and in src/content/team.ts. */
export const NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
} as const;

const bankAccounts: Record<'dollar' | 'naira', BankAccount> = {
  dollar: { currency: 'USD', ...data.bankAccounts.dollar },
  naira: { currency: 'NGN', ...data.bankAccounts.naira },
};

export const site = {
  name: NAME,
  shortName: 'Hope Harvest', // PLACEHOLDER: shown under the home-screen icon; keep it under 12 characters.
  tagline: 'Educating children, strengthening communities, sharing hope.', // PLACEHOLDER
  // PLACEHOLDER: one or two sentences (about 150 characters) shown by search engines.
  description:
    'A faith-based charity in Nigeria supporting the education of underprivileged children, community development, and mission and evangelism.',
  url: 'https://example.org', // PLACEHOLDER: the live site's origin, without a trailing slash.
  locale: 'en-NG' as const,
  defaultOgImage: {
    src: '/images/og/default.jpg', // PLACEHOLDER file: replace with a real 1200x630 photo.
    alt: 'Children in a classroom supported by the mission',
    width: 1200,
    height: 630,
  },
  contact: {
    ...data.contact,
    address: { ...data.contact.address, country: 'Nigeria' as const, countryCode: 'NG' as const },
  },
  // Labels come from the name, so every icon-only link says whose page it opens.
  social: data.social.map(({ network, url }) => ({ network, url, label: `${NAME} on ${NETWORK_NAMES[network]}` })),
  bankAccounts,
};

/** No page prints these (About tells them in words), so they stay out of `site`, in every first download. */
export const founding = {
  // The charity's own text gives 2015; its timeline starts earlier with the founder's work (see about.ts).
  establishedYear: 2015,
  incorporatedYear: 2024,
  registrationNumber: 'CAC/IT/NO 000000', // PLACEHOLDER
};

/** WhatsApp's click-to-chat address: the international number's digits, no +, spaces or leading zeros. */
export function whatsappLink(e164: string | undefined): string | undefined {
  const digits = e164?.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? `https://wa.me/${digits}` : undefined;
}

/** `tel:`, `mailto:` and WhatsApp targets derived once so a changed number cannot leave a stale link behind. */
export const contactLinks = {
  phone: `tel:${site.contact.phoneE164}`,
  email: `mailto:${site.contact.email}`,
  whatsapp: whatsappLink(site.contact.whatsappE164),
} as const;

export const WHATSAPP_LINK_TEXT = 'Chat on WhatsApp';

export const formatAddress = (address: PostalAddress): string =>
  [address.streetAddress, address.locality, `${address.region} ${address.postalCode}`, address.country].join(', ');
