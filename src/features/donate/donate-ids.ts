import type { DonationType } from '../../content/donations';

/** The id of a suggested gift's description on its card, which the gift's radio button refers to. */
export const giftDescriptionId = (type: DonationType, index: number): string => `donate-${type}-gift-${index}`;

/** The bank-transfer heading, which Give online points to when a payment cannot start. */
export const BANK_TRANSFER_HEADING_ID = 'bank-transfer';
