/**
 * The Donate page (/donate and /donate/{donationType}) and the donation success page.
 * Bank account details live in src/config/site.ts with the organisation's other settings.
 */
import type { ProgramId } from './programs';

export const DONATION_TYPES = ['education', 'community-development', 'mission'] as const;

export type DonationType = (typeof DONATION_TYPES)[number];

/** Narrows the /donate/{donationType} parameter; an unknown type simply highlights no card. */
export function isDonationType(value: string): value is DonationType {
  return (DONATION_TYPES as readonly string[]).includes(value);
}

export interface SuggestedGift {
  /** Whole US dollars. */
  amountUsd: number;
  /** Whole naira, set by the charity next to the dollar amount (not a conversion made by the site). */
  amountNgn: number;
  description: string;
}

export interface DonationOption {
  type: DonationType;
  title: string;
  description: string;
  suggestedGifts: SuggestedGift[];
  /** The program the gift funds, for a "learn more" link. */
  programId: ProgramId;
}

export type SupportLinkTarget = '/programs' | '/contact';

export interface SupportWay {
  title: string;
  text: string;
  linkLabel: string;
  to: SupportLinkTarget;
}

export const donateIntro = {
  heading: 'Support Our Work',
  text: 'Your gift puts children in school, brings clean water and food to families and trains leaders for their communities. Choose where your gift goes, then give by bank transfer.',
  /** The same, when giving online is configured (src/config/paystack.ts). */
  textWithOnline:
    'Your gift puts children in school, brings clean water and food to families and trains leaders for their communities. Choose where your gift goes, then give online or by bank transfer.',
} as const;

// PLACEHOLDER: the naira amounts (amountNgn) are for the charity to set; these are round figures near
// the dollar amounts at about ₦1,500 to the dollar.
export const donationOptions: Record<DonationType, DonationOption> = {
  education: {
    type: 'education',
    title: 'Education',
    description: 'Help an orphan or vulnerable child go to school, with fees, books and a uniform.',
    suggestedGifts: [
      { amountUsd: 20, amountNgn: 30_000, description: "Sponsors a child's school fees" },
      { amountUsd: 50, amountNgn: 75_000, description: "Covers a year's fees" },
      { amountUsd: 100, amountNgn: 150_000, description: 'Supports more than one child' },
    ],
    programId: 'education',
  },
  'community-development': {
    type: 'community-development',
    title: 'Community Development',
    description: 'Bring clean water, food and mobile schools to communities in need.',
    suggestedGifts: [
      { amountUsd: 30, amountNgn: 45_000, description: 'Clean water for a family' },
      { amountUsd: 100, amountNgn: 150_000, description: 'Mobile school initiative' },
      { amountUsd: 200, amountNgn: 300_000, description: 'Food for a community' },
    ],
    programId: 'community-development',
  },
  mission: {
    type: 'mission',
    title: 'Mission',
    description: 'Equip local leaders and put Bibles into the hands of those who have none.',
    suggestedGifts: [
      { amountUsd: 100, amountNgn: 150_000, description: 'Leadership training materials' },
      { amountUsd: 200, amountNgn: 300_000, description: 'Bibles for a village' },
    ],
    programId: 'mission-and-evangelism',
  },
};

/**
 * The smallest and largest gift the online form takes, in whole naira or dollars. Paystack refuses
 * very small charges; a very large figure is more often a typing slip than a gift, and bank transfer
 * suits it better anyway. PLACEHOLDER: the charity may change both.
 */
export const onlineGiftLimits: Record<'NGN' | 'USD', { min: number; max: number }> = {
  NGN: { min: 100, max: 10_000_000 },
  USD: { min: 2, max: 10_000 },
};

/** The cards in the order the Donate page shows them. */
export const donationOptionList: DonationOption[] = DONATION_TYPES.map((type) => donationOptions[type]);

export const bankTransferSection = {
  heading: 'Give by Bank Transfer',
  text: 'Transfer to one of the accounts below. Please add your name and the area you wish to support (for example "Education") as the payment reference.',
  placeholderWarning:
    'These account details are samples and not yet real. Please do not transfer money until this notice is gone.',
  /** Above each account's suggested gifts, in that account's currency. */
  suggestedGiftsHeading: { NGN: 'Suggested gifts in naira', USD: 'Suggested gifts in US dollars' },
} as const;

export const otherWaysToSupport: { heading: string; ways: SupportWay[] } = {
  heading: 'Other Ways to Support',
  ways: [
    {
      title: 'Volunteer',
      text: 'Teach, mentor, build or serve on an outreach. Find the program that fits your gifts.',
      linkLabel: 'See Our Programs',
      to: '/programs',
    },
    {
      title: 'Corporate Partnership',
      text: 'Partner with us as a business or organisation to fund a school, a borehole or a training.',
      linkLabel: 'Contact Us',
      to: '/contact',
    },
    {
      title: 'Fundraise',
      text: 'Run a sponsored event or ask friends and family to give for a birthday or celebration.',
      linkLabel: 'Contact Us',
      to: '/contact',
    },
  ],
};

export const donationSuccess = {
  heading: 'Thank You for Your Donation!',
  text: 'Your generosity helps a child learn, a family drink clean water and a leader serve their community. If you gave online, Paystack e-mails you a receipt.',
  homeLabel: 'Return to Home',
  againLabel: 'Make Another Donation',
  /** After a payment online: what Paystack confirmed. */
  receiptHeading: 'Your gift',
  referenceLabel: 'Your reference:',
  amountLabel: 'Amount',
  programLabel: 'Program',
  monthly: (amount: string): string => `${amount} every month`,
  receiptNote: 'Please quote this reference if you contact us about your gift.',
} as const;
