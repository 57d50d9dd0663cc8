import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env-schema';
import { LOCAL_PORTS, localUrl } from './local-stack';

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

describe('parseEnv', () => {
  it('targets the local emulators when no Firebase project is configured', () => {
    const env = parseEnv({});
    expect(env.firebase.projectId).toBe('demo-charity');
    expect(env.emulators?.authUrl).toBe(localUrl(LOCAL_PORTS.auth));
    expect(env.emailJs.origin).toBe(localUrl(LOCAL_PORTS.emailjs));
  });

  it('uses the real project and the public EmailJS origin when everything is set', () => {
    const env = parseEnv(production);
    expect(env.emulators).toBeNull();
    expect(env.firebase.projectId).toBe('charity');
    expect(env.firebase.measurementId).toBeUndefined();
    expect(env.emailJs.origin).toBe('https://api.emailjs.com');
  });

  it('names every missing variable instead of failing on the first', () => {
    const partial = { ...production, VITE_FIREBASE_APP_ID: ' ', VITE_EMAILJS_TEMPLATE_ID: undefined };
    expect(() => parseEnv(partial)).toThrow(EnvError);
    expect(() => parseEnv(partial)).toThrow(/VITE_FIREBASE_APP_ID, VITE_EMAILJS_TEMPLATE_ID/);
  });

  it('keeps the analytics measurement id only when one is given', () => {
    expect(parseEnv({ ...production, VITE_FIREBASE_MEASUREMENT_ID: 'G-1' }).firebase.measurementId).toBe('G-1');
  });

  it('lets VITE_USE_EMULATORS force the local stack even with a project id', () => {
    expect(parseEnv({ ...production, VITE_USE_EMULATORS: 'true' }).emulators).not.toBeNull();
  });
});
