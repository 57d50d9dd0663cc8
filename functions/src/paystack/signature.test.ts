import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedByPaystack } from './signature';

const SECRET = 'sk_test_signaturecheck';
const body = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: 'hh_x' } }));
const signed = (raw: Buffer, secret = SECRET): string => createHmac('sha512', secret).update(raw).digest('hex');

describe("the webhook's signature check", () => {
  it("accepts the body Paystack signed with the account's secret key", () => {
    expect(isSignedByPaystack(body, signed(body), SECRET)).toBe(true);
    expect(isSignedByPaystack(body, signed(body).toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses a signature made with another key, for another body, or none at all', () => {
    expect(isSignedByPaystack(body, signed(body, 'sk_test_someoneelse'), SECRET)).toBe(false);
    expect(isSignedByPaystack(Buffer.from(`${body.toString()} `), signed(body), SECRET)).toBe(false);
    expect(isSignedByPaystack(body, undefined, SECRET)).toBe(false);
    expect(isSignedByPaystack(body, '', SECRET)).toBe(false);
    expect(isSignedByPaystack(body, ['a', 'b'], SECRET)).toBe(false);
  });

  it('refuses a signature of the wrong length or alphabet without throwing', () => {
    expect(isSignedByPaystack(body, signed(body).slice(0, 64), SECRET)).toBe(false);
    expect(isSignedByPaystack(body, `${signed(body).slice(0, 127)}z`, SECRET)).toBe(false);
  });

  it('refuses everything when no secret key is configured', () => {
    expect(isSignedByPaystack(body, signed(body, ''), '')).toBe(false);
  });
});
