import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, STACK_MODE } from './env-schema';
import { LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from './local-stack';

const production = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'charity.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'charity',
  VITE_FIREBASE_STORAGE_BUCKET: 'charity.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_EMAILJS_PUBLIC_KEY: 'public',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
};

const messageOf = (build: () => unknown): string => {
  try {
    build();
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('The configuration was accepted.');
};

/** A sentence ends once: no full stop followed by more words. */
const isOneSentence = (text: string): boolean => !/[.!?]\s+\S/.test(text) && /[.!?]$/.test(text);

describe('the local stack mode', () => {
  it('targets the emulators with no settings at all', () => {
    const env = parseEnv({}, STACK_MODE);
    expect(env.firebase.projectId).toBe(LOCAL_PROJECT_ID);
    expect(env.emulators?.authUrl).toBe(localUrl(LOCAL_PORTS.auth));
    expect(env.emailJs.origin).toBe(localUrl(LOCAL_PORTS.emailjs));
  });

  it('stays on the demo project even when .env.local names a real one', () => {
    expect(parseEnv(production, STACK_MODE).firebase.projectId).toBe(LOCAL_PROJECT_ID);
  });

  it('keeps a measurement id, so a test can build the stack with analytics', () => {
    expect(parseEnv({ VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST' }, STACK_MODE).firebase.measurementId).toBe('G-TEST');
    expect(parseEnv({}, STACK_MODE).firebase.measurementId).toBeUndefined();
  });
});

describe('a production build', () => {
  it('uses the real project and the public EmailJS origin when everything is set', () => {
    const env = parseEnv(production, 'production');
    expect(env.emulators).toBeNull();
    expect(env.firebase.projectId).toBe('charity');
    expect(env.firebase.measurementId).toBeUndefined();
    expect(env.emailJs.origin).toBe('https://api.emailjs.com');
  });

  it('never targets the emulators, whatever a settings file asks', () => {
    expect(parseEnv({ ...production, VITE_USE_EMULATORS: 'true' }, 'production').emulators).toBeNull();
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'true' }, 'production')).toThrow(EnvError);
  });

  it('without a project id fails with one sentence naming the missing variable', () => {
    const message = messageOf(() => parseEnv({ ...production, VITE_FIREBASE_PROJECT_ID: undefined }, 'production'));
    expect(message).toContain('VITE_FIREBASE_PROJECT_ID');
    expect(message).not.toContain('VITE_FIREBASE_API_KEY');
    expect(isOneSentence(message)).toBe(true);
  });

  it('names every missing variable in that one sentence instead of failing on the first', () => {
    const partial = { ...production, VITE_FIREBASE_APP_ID: ' ', VITE_EMAILJS_TEMPLATE_ID: undefined };
    const message = messageOf(() => parseEnv(partial, 'production'));
    expect(message).toMatch(/VITE_FIREBASE_APP_ID, VITE_EMAILJS_TEMPLATE_ID/);
    expect(isOneSentence(message)).toBe(true);
    expect(isOneSentence(messageOf(() => parseEnv({}, 'production')))).toBe(true);
  });

  it("refuses the emulators' demo project and a plain-http EmailJS origin", () => {
    expect(
      messageOf(() => parseEnv({ ...production, VITE_FIREBASE_PROJECT_ID: 'demo-charity' }, 'production')),
    ).toContain('VITE_FIREBASE_PROJECT_ID');
    const local = { ...production, VITE_EMAILJS_ORIGIN: localUrl(LOCAL_PORTS.emailjs) };
    expect(messageOf(() => parseEnv(local, 'production'))).toContain('VITE_EMAILJS_ORIGIN');
  });

  it('keeps the analytics measurement id only when one is given', () => {
    expect(parseEnv({ ...production, VITE_FIREBASE_MEASUREMENT_ID: 'G-1' }, 'production').firebase.measurementId).toBe(
      'G-1',
    );
  });
});
