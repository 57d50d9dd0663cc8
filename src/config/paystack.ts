/**
 * Giving online through Paystack, read from the build's VITE_* variables by parseEnv (env-schema.ts), so a
 * wrong value fails the build instead of a payment (docs/giving-config.md). Only the PUBLIC key (pk_…)
 * belongs in the site: a secret key (sk_…) in any VITE_ variable fails the build, as all of those are published.
 */
import { DONATION_TYPES, type DonationType } from '../content/donation-types';
import type { RawEnv } from './env-schema';
import { localUrl, LOCAL_PORTS, PAYSTACK_DOUBLE_SCRIPT_PATH } from './local-stack';

export const GIFT_CURRENCIES = ['NGN', 'USD'] as const;

export type GiftCurrency = (typeof GIFT_CURRENCIES)[number];

export interface PaystackConfig {
  publicKey: string;
  /** Paystack's Inline v2 script; on the local stack, its test double. */
  scriptUrl: string;
  /** Naira always, US dollars once Paystack enables them. */
  currencies: readonly GiftCurrency[];
  /** Monthly gifts subscribe to a plan made in Paystack's dashboard; without one, Monthly is not offered. */
  monthlyPlans: MonthlyPlans;
}

/** Paystack charges a plan's own amount whatever the page sends: the page needs it to say what is charged. */
type MonthlyPlan = { code: string; amount: number };

type MonthlyPlans = Record<DonationType, Partial<Record<GiftCurrency, MonthlyPlan>>>;

/** Paystack's own script, the one production loads (and the only one firebase.json's CSP allows). */
export const PAYSTACK_SCRIPT_URL = 'https://js.paystack.co/v2/inline.js';

const PAYSTACK_KEY_VARIABLE = 'VITE_PAYSTACK_PUBLIC_KEY';
const PAYSTACK_USD_VARIABLE = 'VITE_PAYSTACK_USD';

/** E.g. VITE_PAYSTACK_PLAN_EDUCATION_NGN=PLN_abc123xyz:5000: one variable, so the code never changes without its amount. */
export function planVariable(type: DonationType, currency: GiftCurrency): string {
  return `VITE_PAYSTACK_PLAN_${type.toUpperCase().replace(/-/g, '_')}_${currency}`;
}

/** The local stack's test key and plans: one program has plans in both currencies, one in naira, one none, so `npm start` shows every Monthly case. */
export const LOCAL_PAYSTACK_KEY = 'pk_test_localstackdouble';

export const LOCAL_MONTHLY_PLANS: MonthlyPlans = {
  education: {
    NGN: { code: 'PLN_localeducationngn', amount: 5000 },
    USD: { code: 'PLN_localeducationusd', amount: 10 },
  },
  'community-development': { NGN: { code: 'PLN_localcommunityngn', amount: 10_000 } },
  mission: {},
};

const PUBLIC_KEY = /^pk_(test|live)_[A-Za-z0-9]+$/;
const SECRET_KEY = /\bsk_(test|live)_[A-Za-z0-9]+/;
const PLAN = /^(PLN_[A-Za-z0-9]+):(\d+(?:\.\d{1,2})?)$/;

export class PaystackConfigError extends Error {
  override name = 'PaystackConfigError';
}

export function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function assertNoSecretKey(raw: RawEnv): void {
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string' && SECRET_KEY.test(value)) {
      throw new PaystackConfigError(
        `${name} holds a Paystack secret key. Everything in VITE_ variables is published in the site: remove it, ` +
          `roll the key in Paystack's dashboard (Settings > API Keys & Webhooks) and use the public key (pk_…) in ${PAYSTACK_KEY_VARIABLE}.`,
      );
    }
  }
}

function readUsdFlag(raw: RawEnv, fallback: boolean): boolean {
  const value = text(raw, PAYSTACK_USD_VARIABLE)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new PaystackConfigError(`${PAYSTACK_USD_VARIABLE} must be true or false, not "${value}".`);
}

function readPlans(raw: RawEnv, defaults: MonthlyPlans | undefined): MonthlyPlans {
  const plans = {} as MonthlyPlans;
  for (const type of DONATION_TYPES) {
    const forType: Partial<Record<GiftCurrency, MonthlyPlan>> = {};
    for (const currency of GIFT_CURRENCIES) {
      const name = planVariable(type, currency);
      const value = text(raw, name);
      if (value === undefined) {
        const fallback = defaults?.[type][currency];
        if (fallback) forType[currency] = fallback;
        continue;
      }
      const match = PLAN.exec(value);
      const amount = Number(match?.[2]);
      if (!match?.[1] || !(amount > 0)) {
        throw new PaystackConfigError(
          `${name} must be a Paystack plan code and the plan's amount in ${currency === 'NGN' ? 'naira' : 'dollars'}, ` +
            `such as PLN_abc123xyz:5000, not "${value}".`,
        );
      }
      forType[currency] = { code: match[1], amount };
    }
    plans[type] = forType;
  }
  return plans;
}

/** Null without a public key: the Donate page then offers bank transfer only. */
export function parsePaystackConfig(raw: RawEnv, { localStack }: { localStack: boolean }): PaystackConfig | null {
  assertNoSecretKey(raw);
  const publicKey = text(raw, PAYSTACK_KEY_VARIABLE) ?? (localStack ? LOCAL_PAYSTACK_KEY : undefined);
  if (publicKey === undefined) return null;
  if (!PUBLIC_KEY.test(publicKey)) {
    throw new PaystackConfigError(
      `${PAYSTACK_KEY_VARIABLE} must be a Paystack public key (pk_test_… or pk_live_…), not "${publicKey}".`,
    );
  }
  const usd = readUsdFlag(raw, localStack);
  return {
    publicKey,
    scriptUrl: localStack ? `${localUrl(LOCAL_PORTS.paystack)}${PAYSTACK_DOUBLE_SCRIPT_PATH}` : PAYSTACK_SCRIPT_URL,
    currencies: usd ? ['NGN', 'USD'] : ['NGN'],
    monthlyPlans: readPlans(raw, localStack ? LOCAL_MONTHLY_PLANS : undefined),
  };
}

export const monthlyPlan = (config: PaystackConfig, type: DonationType, currency: GiftCurrency) =>
  config.monthlyPlans[type][currency];
