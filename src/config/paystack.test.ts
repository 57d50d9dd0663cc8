import { describe, expect, it } from 'vitest';
import { DONATION_TYPES } from '../content/donations';
import { parseEnv, STACK_MODE } from './env-schema';
import { LOCAL_PORTS, localUrl, PAYSTACK_DOUBLE_SCRIPT_PATH } from './local-stack';
import { parsePaystackConfig, PAYSTACK_SCRIPT_URL, PaystackConfigError, planVariable } from './paystack';

const production = { localStack: false };

describe('the Paystack settings', () => {
  it('offer no online giving without a public key, so the Donate page keeps bank transfer only', () => {
    expect(parsePaystackConfig({}, production)).toBeNull();
    expect(parsePaystackConfig({ VITE_PAYSTACK_PUBLIC_KEY: '  ' }, production)).toBeNull();
  });

  it("load Paystack's own script with the key given, naira only until US dollars are switched on", () => {
    const config = parsePaystackConfig({ VITE_PAYSTACK_PUBLIC_KEY: ' pk_test_abc123 ' }, production);
    expect(config).toMatchObject({
      publicKey: 'pk_test_abc123',
      scriptUrl: PAYSTACK_SCRIPT_URL,
      currencies: ['NGN'],
    });
    expect(PAYSTACK_SCRIPT_URL).toBe('https://js.paystack.co/v2/inline.js');
    const withUsd = parsePaystackConfig(
      { VITE_PAYSTACK_PUBLIC_KEY: 'pk_live_abc', VITE_PAYSTACK_USD: 'true' },
      production,
    );
    expect(withUsd?.currencies).toEqual(['NGN', 'USD']);
  });

  it('read one monthly plan and its amount per program and currency, and none where none is given', () => {
    const config = parsePaystackConfig(
      {
        VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_abc',
        VITE_PAYSTACK_PLAN_EDUCATION_NGN: 'PLN_edu1:5000',
        VITE_PAYSTACK_PLAN_COMMUNITY_DEVELOPMENT_USD: ' PLN_comm2:12.50 ',
      },
      production,
    );
    expect(config?.monthlyPlans).toEqual({
      education: { NGN: { code: 'PLN_edu1', amount: 5000 } },
      'community-development': { USD: { code: 'PLN_comm2', amount: 12.5 } },
      mission: {},
    });
  });

  it('fail the build on a plan without its amount, since the page must say what Paystack will charge', () => {
    for (const value of ['PLN_edu1', 'PLN_edu1:', 'PLN_edu1:0', 'PLN_edu1:-5', 'PLN_edu1:5.001', 'PLN_edu1:five']) {
      expect(
        () =>
          parsePaystackConfig(
            { VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_a', VITE_PAYSTACK_PLAN_EDUCATION_NGN: value },
            production,
          ),
        value,
      ).toThrow(/VITE_PAYSTACK_PLAN_EDUCATION_NGN must be a Paystack plan code and the plan's amount in naira/);
    }
  });

  it('name a variable for every program and currency', () => {
    const names = DONATION_TYPES.flatMap((type) => [planVariable(type, 'NGN'), planVariable(type, 'USD')]);
    expect(new Set(names).size).toBe(DONATION_TYPES.length * 2);
    for (const name of names) expect(name).toMatch(/^VITE_PAYSTACK_PLAN_[A-Z_]+_(NGN|USD)$/);
  });

  it('fail the build on a secret key, wherever it was put', () => {
    expect(() => parsePaystackConfig({ VITE_PAYSTACK_PUBLIC_KEY: 'sk_live_abc123' }, production)).toThrow(
      /VITE_PAYSTACK_PUBLIC_KEY holds a Paystack secret key/,
    );
    expect(() =>
      parsePaystackConfig(
        { VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_abc', VITE_EMAILJS_BLOCK_LIST: 'sk_test_xyz' },
        production,
      ),
    ).toThrow(/VITE_EMAILJS_BLOCK_LIST holds a Paystack secret key/);
    // Also with no public key at all, and on the local stack.
    expect(() => parsePaystackConfig({ VITE_OTHER: 'sk_test_xyz' }, production)).toThrow(PaystackConfigError);
    expect(() => parsePaystackConfig({ VITE_OTHER: 'sk_test_xyz' }, { localStack: true })).toThrow(PaystackConfigError);
  });

  it('fail the build on a key, plan code or switch that Paystack would not accept, naming the variable', () => {
    expect(() => parsePaystackConfig({ VITE_PAYSTACK_PUBLIC_KEY: 'abc' }, production)).toThrow(
      /VITE_PAYSTACK_PUBLIC_KEY must be a Paystack public key/,
    );
    expect(() =>
      parsePaystackConfig(
        { VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_a', VITE_PAYSTACK_PLAN_MISSION_USD: 'monthly' },
        production,
      ),
    ).toThrow(/VITE_PAYSTACK_PLAN_MISSION_USD must be a Paystack plan code/);
    expect(() =>
      parsePaystackConfig({ VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_a', VITE_PAYSTACK_USD: 'yes' }, production),
    ).toThrow(/VITE_PAYSTACK_USD must be true or false/);
  });

  it('give the local stack a test key, both currencies, some plans and the local double of the script', () => {
    const config = parseEnv({}, STACK_MODE).paystack;
    expect(config?.publicKey).toMatch(/^pk_test_/);
    expect(config?.scriptUrl).toBe(`${localUrl(LOCAL_PORTS.paystack)}${PAYSTACK_DOUBLE_SCRIPT_PATH}`);
    expect(config?.scriptUrl).toMatch(/\/paystack\/v2\/inline\.js$/);
    expect(config?.currencies).toEqual(['NGN', 'USD']);
    const plans = DONATION_TYPES.map((type) => Object.keys(config?.monthlyPlans[type] ?? {}).length);
    expect(plans.some((count) => count > 0)).toBe(true);
    expect(plans.some((count) => count === 0)).toBe(true);
  });

  it('let a production build without Paystack settings build, with online giving off', () => {
    const env = parseEnv(
      {
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_AUTH_DOMAIN: 'charity.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'charity',
        VITE_FIREBASE_STORAGE_BUCKET: 'charity.appspot.com',
        VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
        VITE_FIREBASE_APP_ID: '1:123:web:abc',
        VITE_EMAILJS_PUBLIC_KEY: 'public',
        VITE_EMAILJS_SERVICE_ID: 'service',
        VITE_EMAILJS_TEMPLATE_ID: 'template',
      },
      'production',
    );
    expect(env.paystack).toBeNull();
  });
});
