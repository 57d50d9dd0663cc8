import { z } from 'zod';
import { parseJson } from './http-helpers';

/** newTransaction's options, checked as Paystack checks them and refused with its messages (the first that fails). */
const InlineRequest = z.object(
  {
    key: z
      .string({ error: 'Invalid key: the local Paystack double takes test public keys (pk_test_…) only' })
      .regex(/^pk_test_\w+$/),
    email: z.string({ error: 'Invalid Email Address Passed' }).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    amount: z.int({ error: 'Invalid Amount Sent' }).positive(),
    currency: z.enum(['NGN', 'USD'], { error: 'Currency not supported by merchant' }),
    metadata: z.optional(z.unknown()),
    planCode: z.optional(z.string({ error: 'Plan not found' }).regex(/^PLN_\w+$/)),
    // Paystack makes a reference when the merchant does not, and takes only letters, figures and - . = _.
    reference: z.optional(z.string({ error: 'Invalid reference passed' }).regex(/^[A-Za-z0-9._=-]{1,100}$/)),
  },
  { error: 'Invalid request' },
);

export type InlineRequest = z.infer<typeof InlineRequest>;

type InlineCheck = { ok: true; request: InlineRequest } | { ok: false; message: string };

export function checkInlineRequest(rawBody: string): InlineCheck {
  const result = InlineRequest.safeParse(parseJson(rawBody));
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid request' };
}

/** "T" and 15 figures, the shape of the references Paystack makes. */
export const makeReference = (): string =>
  `T${Array.from({ length: 15 }, () => Math.floor(Math.random() * 10)).join('')}`;
