export const RECEIPT_TEXT = {
  waiting: "Waiting for Paystack's confirmation of your gift. This page checks again by itself.",
  confirmed: 'Confirmed: we have received your gift.',
  failed:
    'Not completed: Paystack reports that this payment did not go through, so nothing was received. You can try again, or give by bank transfer.',
  offline: "You're offline, so your gift cannot be checked yet. This page checks again as soon as you're back online.",
  notYetKnown:
    'We have no confirmation of a gift with this reference yet. If Paystack has charged you, its confirmation may still come: reload this page later. To ask about your gift, write to us at',
  notOurs: 'This address does not hold a gift reference we know. To ask about a gift, write to us at',
  quoteReference: 'and quote the reference from Paystack’s e-mail.',
} as const;
