import { readTransaction, type PaystackTransaction } from './paystack-event';

/**
 * Paystack's Verify endpoint, asked about every charge.success before a gift is recorded: the
 * webhook's signature proves who sent the event, Verify that the money is there as described.
 */
/** The transaction as Verify describes it, or a sentence when its answer cannot be read. Throws when Paystack cannot be asked. */
export async function verifyTransaction(
  apiBase: string,
  secretKey: string,
  reference: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PaystackTransaction | string> {
  const url = `${apiBase.replace(/\/+$/, '')}/transaction/verify/${encodeURIComponent(reference)}`;
  const response = await fetchImpl(url, {
    headers: { Authorization: `Bearer ${secretKey}` },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`Paystack's Verify answered ${response.status} for ${reference}`);
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['data'] : undefined;
  return readTransaction(data) ?? `Paystack's Verify gave no readable transaction for ${reference}`;
}

/** The sentence that says how Verify and the event disagree, or undefined when they agree. */
export function disagreement(event: PaystackTransaction, verified: PaystackTransaction): string | undefined {
  if (verified.status !== 'success') return `Verify says the status is "${verified.status}"`;
  if (verified.reference !== event.reference) return `Verify names reference ${verified.reference}`;
  if (verified.amount !== event.amount) return `Verify says ${verified.amount}, the event ${event.amount}`;
  if (verified.currency !== event.currency) return `Verify says ${verified.currency}, the event ${event.currency}`;
  return undefined;
}
