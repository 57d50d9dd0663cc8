/** Pure (no import.meta), so vite.config.ts runs the checks and a misconfigured build fails before it ships. */
import { LOCAL_HOST, LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from './local-stack';
import { parsePaystackConfig, text, type PaystackConfig } from './paystack';

export interface AppEnv {
  firebase: Record<keyof typeof FIREBASE_KEYS, string> & { measurementId?: string };
  /** `origin`: the local stack points it at its own EmailJS-compatible server. */
  emailJs: Record<keyof typeof EMAILJS_KEYS | 'origin', string>;
  /** Null without a public key: bank transfer only. */
  paystack: PaystackConfig | null;
  /** Null unless the app talks to the local emulators. */
  emulators: { authUrl: string; firestoreHost: string; firestorePort: number } | null;
}

export type RawEnv = Record<string, string | boolean | undefined>;

/**
 * The Vite mode of the local stack's builds. Only this mode targets the emulators: any other needs a
 * real project, so a forgotten `.env.production` fails the build instead of shipping one that talks to 127.0.0.1.
 */
export const STACK_MODE = 'stack';

/** A production build cannot be made from these settings; the message is one sentence to act on. */
export class EnvError extends Error {
  override name = 'EnvError';
}

const missingMessage = (missing: readonly string[]): string =>
  `The production build needs ${missing.join(', ')}: copy .env.example to .env.production and fill ` +
  `${missing.length === 1 ? 'it' : 'them'} in (npm start builds for the local stack without any).`;

const FIREBASE_KEYS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

const EMAILJS_KEYS = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
} as const;

const MEASUREMENT_ID_KEY = 'VITE_FIREBASE_MEASUREMENT_ID';
const EMAILJS_ORIGIN_KEY = 'VITE_EMAILJS_ORIGIN';

/** The demo project whatever `.env.local` says; a measurement id is kept, so a test can switch analytics on. */
function localEnv(raw: RawEnv): AppEnv {
  const measurementId = text(raw, MEASUREMENT_ID_KEY);
  return {
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
      projectId: LOCAL_PROJECT_ID,
      storageBucket: `${LOCAL_PROJECT_ID}.appspot.com`,
      messagingSenderId: '0',
      appId: 'demo-app',
      ...(measurementId === undefined ? {} : { measurementId }),
    },
    emailJs: {
      publicKey: text(raw, EMAILJS_KEYS.publicKey) ?? 'local-public-key',
      serviceId: text(raw, EMAILJS_KEYS.serviceId) ?? 'local-service',
      templateId: text(raw, EMAILJS_KEYS.templateId) ?? 'local-template',
      origin: text(raw, EMAILJS_ORIGIN_KEY) ?? localUrl(LOCAL_PORTS.emailjs),
    },
    paystack: parsePaystackConfig(raw, { localStack: true }),
    emulators: { authUrl: localUrl(LOCAL_PORTS.auth), firestoreHost: LOCAL_HOST, firestorePort: LOCAL_PORTS.firestore },
  };
}

function required<K extends string>(raw: RawEnv, keys: Record<K, string>, missing: string[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const [field, name] of Object.entries(keys) as [K, string][]) {
    const value = text(raw, name);
    if (value === undefined) missing.push(name);
    out[field] = value ?? '';
  }
  return out;
}

/** Outside STACK_MODE: a real project's, every required variable present, nothing pointing at the emulators. */
export function parseEnv(raw: RawEnv, mode: string): AppEnv {
  if (mode === STACK_MODE) return localEnv(raw);

  const missing: string[] = [];
  const firebase: AppEnv['firebase'] = required(raw, FIREBASE_KEYS, missing);
  const measurementId = text(raw, MEASUREMENT_ID_KEY);
  if (measurementId !== undefined) firebase.measurementId = measurementId;
  const emailJs = {
    ...required(raw, EMAILJS_KEYS, missing),
    origin: text(raw, EMAILJS_ORIGIN_KEY) ?? 'https://api.emailjs.com',
  };
  if (missing.length > 0) throw new EnvError(missingMessage(missing));
  // The emulators' project ids all start with demo-; a real project's never does.
  if (firebase.projectId.startsWith('demo-')) {
    throw new EnvError(
      `${FIREBASE_KEYS.projectId} is "${firebase.projectId}", a project only the emulators know: set your Firebase project's id in .env.production.`,
    );
  }
  if (!emailJs.origin.startsWith('https://')) {
    throw new EnvError(
      `${EMAILJS_ORIGIN_KEY} must be an https:// address in a production build, not "${emailJs.origin}".`,
    );
  }
  return { firebase, emailJs, paystack: parsePaystackConfig(raw, { localStack: false }), emulators: null };
}
