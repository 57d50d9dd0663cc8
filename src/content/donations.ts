/** The Donate and success pages, from content/donations.json (bank accounts: content/site.json). */
import donationsFile from '../../content/donations.json' with { type: 'json' };
import { DONATION_TYPES, type DonationType } from './donation-types';
import type { ProgramId } from './programs';
import type { ContentFile } from './schemas';

export { DONATION_TYPES, isDonationType, type DonationType } from './donation-types';

/** Whole US dollars, and whole naira set by the charity beside them (not a conversion made by the site). */
export type SuggestedGift = (typeof data)['options'][DonationType]['suggestedGifts'][number];

export type DonationOption = (typeof data)['options'][DonationType] & { type: DonationType; programId: ProgramId };

const data = donationsFile as ContentFile<'content/donations.json'>;

export const donateIntro = data.intro;

/** Which program each kind of gift funds: fixed, like the addresses of both (not content). */
const PROGRAM_OF: Record<DonationType, ProgramId> = {
  education: 'education',
  'community-development': 'community-development',
  mission: 'mission-and-evangelism',
};

/**
 * The cards in the order the Donate page shows them. PLACEHOLDER: the naira amounts (amountNgn) are for
 * the charity to set; the samples are round figures near the dollar amounts at about ₦1,500 to the dollar.
 */
export const donationOptionList: DonationOption[] = DONATION_TYPES.map((type) => ({
  type,
  ...data.options[type],
  programId: PROGRAM_OF[type],
}));

export const donationOptions = Object.fromEntries(donationOptionList.map((option) => [option.type, option])) as Record<
  DonationType,
  DonationOption
>;

/** Paystack refuses very small charges; a very large figure is more often a typing slip. */
export const onlineGiftLimits = data.onlineGiftLimits;

export const bankTransferSection = {
  ...data.bankTransfer,
  /** Above each account's suggested gifts, in that account's currency. */
  suggestedGiftsHeading: { NGN: 'Suggested gifts in naira', USD: 'Suggested gifts in US dollars' },
} as const;

export const otherWaysToSupport = data.otherWaysToSupport;

export const donationSuccess = {
  ...data.thankYou,
  homeLabel: 'Return to Home',
  againLabel: 'Make Another Donation',
  /** After a payment online: what Paystack confirmed. */
  receiptHeading: 'Your gift',
  referenceLabel: 'Your reference:',
  amountLabel: 'Amount',
  programLabel: 'Program',
  monthly: (amount: string): string => `${amount} every month`,
} as const;
