import { describe, expect, it } from 'vitest';
import { parseCheckoutLinks } from './checkout';

describe('card checkout links', () => {
  it('reads one hosted checkout link per donation option', () => {
    expect(
      parseCheckoutLinks({
        VITE_CHECKOUT_URL_EDUCATION: 'https://buy.stripe.com/test_education',
        VITE_CHECKOUT_URL_COMMUNITY_DEVELOPMENT: ' https://paystack.com/pay/community ',
        VITE_CHECKOUT_URL_MISSION: 'https://buy.stripe.com/test_mission',
      }),
    ).toEqual({
      education: 'https://buy.stripe.com/test_education',
      'community-development': 'https://paystack.com/pay/community',
      mission: 'https://buy.stripe.com/test_mission',
    });
  });

  it('leaves out options that are not configured, so their card button stays hidden', () => {
    expect(parseCheckoutLinks({ VITE_CHECKOUT_URL_MISSION: 'https://buy.stripe.com/test_mission' })).toEqual({
      mission: 'https://buy.stripe.com/test_mission',
    });
    expect(parseCheckoutLinks({ VITE_CHECKOUT_URL_EDUCATION: '' })).toEqual({});
  });

  it('ignores links that are not https or not URLs at all', () => {
    expect(
      parseCheckoutLinks({
        VITE_CHECKOUT_URL_EDUCATION: 'http://insecure.example/pay',
        VITE_CHECKOUT_URL_COMMUNITY_DEVELOPMENT: 'javascript:alert(1)',
        VITE_CHECKOUT_URL_MISSION: 'not a url',
      }),
    ).toEqual({});
  });
});
