import type { PaystackConfig } from '../../../config/paystack';
import { donationOptions } from '../../../content/donations';
import { toSubunits, type GiftChoice } from './gift-form';
import { loadPaystack } from './load-paystack';
import { giftAttempt, rememberAccessCode, settleGiftAttempt } from './gift-attempt';
import type { PaystackCallbacks, PaystackPopConstructor, PaystackTransactionOptions } from './paystack-inline';

type PaymentOutcome =
  { kind: 'success'; reference: string } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

/** The transaction as Paystack takes it; custom_fields is what Paystack's dashboard shows. */
export function transactionOptions(
  choice: GiftChoice,
  config: PaystackConfig,
  reference: string,
): Omit<PaystackTransactionOptions, keyof PaystackCallbacks> {
  return {
    key: config.publicKey,
    email: choice.email,
    amount: toSubunits(choice.amount),
    currency: choice.currency,
    reference,
    metadata: {
      program: choice.program,
      frequency: choice.frequency,
      custom_fields: [
        { display_name: 'Program', variable_name: 'program', value: donationOptions[choice.program].title },
        { display_name: 'Frequency', variable_name: 'frequency', value: choice.frequency },
      ],
    },
    ...(choice.planCode ? { planCode: choice.planCode } : {}),
  };
}

// A new transaction, or the same one again when this gift's last attempt never settled (gift-attempt.ts).
export async function payWithPaystack(
  choice: GiftChoice,
  config: PaystackConfig,
  load: (src: string) => Promise<PaystackPopConstructor> = loadPaystack,
): Promise<PaymentOutcome> {
  const PaystackPop = await load(config.scriptUrl);
  // The gift as Paystack would take it, without a reference yet: a change to it is a new attempt.
  const { reference, accessCode } = giftAttempt(JSON.stringify(transactionOptions(choice, config, '')));
  const outcome = await new Promise<PaymentOutcome>((resolve) => {
    const callbacks: PaystackCallbacks = {
      onSuccess: () => resolve({ kind: 'success', reference }),
      onCancel: () => resolve({ kind: 'cancelled' }),
      onError: (error) => resolve({ kind: 'failed', message: error.message }),
      onLoad: (loaded) => rememberAccessCode(reference, loaded.accessCode),
    };
    try {
      const popup = new PaystackPop();
      if (accessCode) popup.resumeTransaction(accessCode, callbacks);
      else popup.newTransaction({ ...transactionOptions(choice, config, reference), ...callbacks });
    } catch (error) {
      // Paystack checks the options as it starts and throws on one it refuses.
      resolve({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
  // Paid, cancelled or refused: this attempt is over, and the next press is a new gift.
  settleGiftAttempt();
  return outcome;
}
