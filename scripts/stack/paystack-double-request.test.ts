import { describe, expect, it } from 'vitest';
import { checkInlineRequest, makeReference } from './paystack-double-request';

const valid = { key: 'pk_test_abc', email: 'ada@example.org', amount: 7_500_000, currency: 'NGN', metadata: { a: 1 } };
const check = (body: unknown) => checkInlineRequest(JSON.stringify(body));

describe("the Paystack double's transaction set-up", () => {
  it('accepts what newTransaction sends, with or without a plan', () => {
    expect(check(valid)).toEqual({ ok: true, request: valid });
    expect(check({ ...valid, planCode: 'PLN_x1' })).toEqual({ ok: true, request: { ...valid, planCode: 'PLN_x1' } });
  });

  it('refuses what Paystack would refuse, with a message for onError', () => {
    expect(check({ ...valid, key: 'pk_live_abc' })).toMatchObject({ ok: false, message: /test public keys/ });
    expect(check({ ...valid, email: 'ada' })).toMatchObject({ ok: false });
    expect(check({ ...valid, amount: 12.5 })).toMatchObject({ ok: false, message: 'Invalid Amount Sent' });
    expect(check({ ...valid, amount: '7500000' })).toMatchObject({ ok: false });
    expect(check({ ...valid, currency: 'EUR' })).toMatchObject({ ok: false });
    expect(check({ ...valid, planCode: 'monthly' })).toMatchObject({ ok: false });
    expect(checkInlineRequest('not json')).toMatchObject({ ok: false });
  });

  it("makes references shaped like Paystack's: T and fifteen figures", () => {
    expect(makeReference()).toMatch(/^T\d{15}$/);
  });
});
