import type { GiftCurrency } from '../../../config/paystack';

export const GIVE_ONLINE_TEXT = {
  heading: 'Give online',
  formName: (program: string): string => `Give online to ${program}`,
  currencyLegend: 'Currency',
  currencyLabel: { NGN: 'Naira (₦)', USD: 'US dollars ($)' } satisfies Record<GiftCurrency, string>,
  giftLegend: 'Amount',
  otherAmount: 'Other amount',
  otherAmountField: {
    NGN: 'Other amount in naira (₦)',
    USD: 'Other amount in US dollars ($)',
  } satisfies Record<GiftCurrency, string>,
  frequencyLegend: 'How often',
  once: 'Once',
  monthly: (amount: string): string => `Monthly, ${amount} a month`,
  /** In place of the amounts while Monthly is chosen: Paystack charges the plan's amount and no other. */
  monthlyAmount: (amount: string): string =>
    `A monthly gift is ${amount} each month, the amount of our monthly plan. For another amount, choose Once.`,
  email: 'E-mail address',
  emailHint: 'Paystack e-mails your receipt to this address.',
  submit: 'Continue to payment',
  opening: 'Opening payment…',
  provider: 'Paid securely through Paystack: card (Verve, Mastercard, Visa), bank transfer or USSD.',
  noScript: 'Giving online needs JavaScript. You can give by bank transfer: the account details are below.',
  fixProblems: (count: number): string =>
    count === 1 ? 'Please correct the problem marked below.' : `Please correct the ${count} problems marked below.`,
  cancelled: 'Payment cancelled. Your choices are still here: press Continue to payment to try again.',
  offline: "You're offline, so the payment cannot start.",
  unreachable: "We couldn't reach Paystack, our payment provider. Check your connection and try again.",
  failed: (message: string): string => `Paystack could not start the payment: ${message}`,
  bankTransferPointer: 'You can also give by bank transfer:',
  bankTransferLink: 'see the bank details below',
} as const;

export const GIFT_ERRORS = {
  currencyUnknown: 'Choose the currency you want to give in.',
  giftMissing: 'Choose an amount, or choose Other amount and type yours.',
  otherMissing: 'Type the amount you want to give, in figures.',
  otherNotNumber: 'Type the amount in figures only, for example 5000.',
  otherTooManyDecimals: 'Use at most two figures after the decimal point.',
  otherTooSmall: (minimum: string): string => `The smallest gift we can take online is ${minimum}.`,
  otherTooLarge: (maximum: string): string =>
    `Online gifts can be up to ${maximum}. For a larger gift, please give by bank transfer (details below).`,
  emailMissing: 'Type your e-mail address: Paystack sends your receipt there.',
  emailInvalid: 'Type a whole e-mail address, like name@example.com.',
} as const;
