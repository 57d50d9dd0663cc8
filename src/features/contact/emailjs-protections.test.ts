import { describe, expect, it } from 'vitest';
import { parseEmailJsProtections, PRODUCTION_THROTTLE_MS } from './emailjs-protections';

describe('EmailJS protections from the build settings', () => {
  it('protects a production build by default: headless browsers refused, one send per 10 seconds', () => {
    expect(parseEmailJsProtections({}, { localStack: false })).toEqual({
      blockHeadless: true,
      throttleMs: PRODUCTION_THROTTLE_MS,
      blockList: [],
    });
  });

  it('lets the local stack (and its Playwright tests) send freely by default', () => {
    expect(parseEmailJsProtections({}, { localStack: true })).toEqual({
      blockHeadless: false,
      throttleMs: 0,
      blockList: [],
    });
  });

  it('follows explicit settings either way', () => {
    const raw = {
      VITE_EMAILJS_BLOCK_HEADLESS: 'false',
      VITE_EMAILJS_THROTTLE_MS: '60000',
      VITE_EMAILJS_BLOCK_LIST: 'spam@example.com, bot@example.org;x@y.z',
    };
    expect(parseEmailJsProtections(raw, { localStack: false })).toEqual({
      blockHeadless: false,
      throttleMs: 60_000,
      blockList: ['spam@example.com', 'bot@example.org', 'x@y.z'],
    });
    expect(parseEmailJsProtections({ VITE_EMAILJS_BLOCK_HEADLESS: '1' }, { localStack: true }).blockHeadless).toBe(
      true,
    );
  });

  it('keeps the default when a value cannot be read', () => {
    const raw = { VITE_EMAILJS_BLOCK_HEADLESS: 'maybe', VITE_EMAILJS_THROTTLE_MS: '-5' };
    expect(parseEmailJsProtections(raw, { localStack: false })).toMatchObject({
      blockHeadless: true,
      throttleMs: PRODUCTION_THROTTLE_MS,
    });
  });
});
