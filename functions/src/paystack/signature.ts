import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack signs every webhook with the account's secret key: `x-paystack-signature` is the hex
 * HMAC SHA-512 of the raw body. Compared in constant time so the answer's timing tells an attacker
 * nothing about how much of a forged signature was right.
 */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function isSignedByPaystack(rawBody: Buffer, signature: unknown, secretKey: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature) || secretKey === '') return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
