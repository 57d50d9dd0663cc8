/**
 * The organisation's settings, in one place: name, contacts, social links, bank accounts.
 *
 * Every value marked `PLACEHOLDER`, and every value in content/site.json, is invented and MUST be
 * replaced by the charity before the site goes live (search this file for "PLACEHOLDER"). The bank accounts in particular are fake: until
 * they are replaced, `placeholder: true` makes the Donate page warn visitors not to transfer money.
 *
 * Plain data, no DOM and no Vite, so build scripts (sitemap, media) can import it too. The contacts,
 * social links and bank accounts are in content/site.json, which staff edit at /cms.
 */
import siteFile from '../../content/site.json' with { type: 'json' };
import type { SiteFile } from '../content/schemas';

export type SocialNetwork = SiteFile['social'][number]['network'];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  /** Accessible name of the icon-only link. */
  label: string;
}

export interface PostalAddress {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: 'Nigeria';
  countryCode: 'NG';
}

export interface BankAccount {
  currency: 'USD' | 'NGN';
  /** Heading shown above the account, e.g. "Dollar (domiciliary) account". */
  title: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** Needed by donors abroad for international transfers; naira accounts have none. */
  swiftCode?: string;
  /** True while the details are invented: the UI then warns donors instead of inviting transfers. */
  placeholder: boolean;
}

export interface SiteConfig {
  name: string;
  shortName: string;
  tagline: string;
  /** Default meta description; pages override it with their own. */
  description: string;
  /** Origin used for canonical links, Open Graph URLs and the sitemap; no trailing slash. */
  url: string;
  locale: 'en-NG';
  /** Image used in link previews when a page has none of its own. */
  defaultOgImage: { src: string; alt: string; width: number; height: number };
  contact: {
    /** As printed for people. */
    phone: string;
    /** E.164 form for `tel:` links, which must not contain spaces. */
    phoneE164: string;
    /**
     * The WhatsApp number in E.164 form (+234…), for a click-to-chat link beside the phone number in
     * the footer and on /contact. Leave it out to show no WhatsApp link.
     */
    whatsappE164?: string;
    email: string;
    address: PostalAddress;
  };
  social: SocialLink[];
  bankAccounts: {
    dollar: BankAccount;
    naira: BankAccount;
  };
}

export interface Founding {
  /** The year the organisation itself was established (its own account of its start). */
  establishedYear: number;
  /** The year it was incorporated with the Corporate Affairs Commission. */
  incorporatedYear: number;
  /** Incorporated Trustees registration number issued by the CAC. */
  registrationNumber: string;
}

// PLACEHOLDER: the real name of the organisation is not known yet.
const NAME = 'Hope Harvest Mission';

// The build has checked the file against its schema (scripts/content/check-content.ts).
const data = siteFile as SiteFile;

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
};

export const site: SiteConfig = {
  name: NAME,
  shortName: 'Hope Harvest', // PLACEHOLDER: shown under the home-screen icon; keep it under 12 characters.
  tagline: 'Educating children, strengthening communities, sharing hope.', // PLACEHOLDER
  // PLACEHOLDER: one or two sentences (about 150 characters) shown by search engines.
  description:
    'A faith-based charity in Nigeria supporting the education of underprivileged children, community development, and mission and evangelism.',
  url: 'https://example.org', // PLACEHOLDER: the live site's origin, without a trailing slash.
  locale: 'en-NG',
  defaultOgImage: {
    src: '/images/og/default.jpg', // PLACEHOLDER file: replace with a real 1200x630 photo.
    alt: 'Children in a classroom supported by the mission',
    width: 1200,
    height: 630,
  },
  contact: {
    ...data.contact,
    address: { ...data.contact.address, country: 'Nigeria', countryCode: 'NG' },
  },
  // Labels come from the name, so every icon-only link says whose page it opens.
  social: data.social.map(({ network, url }) => ({ network, url, label: `${NAME} on ${NETWORK_NAMES[network]}` })),
  bankAccounts: {
    dollar: { currency: 'USD', ...data.bankAccounts.dollar },
    naira: { currency: 'NGN', ...data.bankAccounts.naira },
  },
};

/**
 * The founding facts. The About page's text and timeline (content/about.json) tell them in words; no
 * page prints these values, so they are apart from `site`, which every page's first download carries.
 */
export const founding: Founding = {
  // The charity's own text gives 2015; its timeline starts earlier with the founder's work (see about.ts).
  establishedYear: 2015,
  incorporatedYear: 2024,
  registrationNumber: 'CAC/IT/NO 000000', // PLACEHOLDER
};

/**
 * WhatsApp's click-to-chat address (https://wa.me/<number>): the number in international form with
 * only its digits, no +, spaces or leading zeros.
 */
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

/** The WhatsApp link's words, the same in the footer and on /contact. */
export const WHATSAPP_LINK_TEXT = 'Chat on WhatsApp';

/** The address on one line, for the footer and the Contact page. */
export function formatAddress(address: PostalAddress): string {
  return [address.streetAddress, address.locality, `${address.region} ${address.postalCode}`, address.country].join(
    ', ',
  );
}
