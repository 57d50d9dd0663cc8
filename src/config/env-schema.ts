/**
 * Parses the VITE_* build variables once. Pure (no import.meta), so vite.config.ts
 * can run the same checks at build time and a misconfigured production build fails
 * before it ships instead of in a visitor's browser.
 */
import { LOCAL_HOST, LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from './local-stack';
import { parsePaystackConfig, type PaystackConfig } from './paystack';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId?: string;
}

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** EmailJS API origin; the local stack points it at its own EmailJS-compatible server. */
  origin: string;
}

export interface Emulators {
  authUrl: string;
  firestoreHost: string;
  firestorePort: number;
}

export interface AppEnv {
  firebase: FirebaseWebConfig;
  emailJs: EmailJsConfig;
  /** Giving online (src/config/paystack.ts); null without a public key: bank transfer only. */
  paystack: PaystackConfig | null;
  /** Present when the app talks to the local emulators instead of a real project. */
  emulators: Emulators | null;
}

export type RawEnv = Record<string, string | boolean | undefined>;

export class EnvError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `Missing configuration: ${missing.join(', ')}. Copy .env.example to .env.production and fill these in, ` +
        'or set VITE_USE_EMULATORS=true to build for the local stack.',
    );
    this.name = 'EnvError';
  }
}

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

const EMAILJS_PUBLIC_ORIGIN = 'https://api.emailjs.com';

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** With no Firebase project configured the app targets the emulators: `npm start` needs no .env. */
function wantsEmulators(raw: RawEnv): boolean {
  const flag = text(raw, 'VITE_USE_EMULATORS');
  if (flag !== undefined) return flag === 'true' || flag === '1';
  return text(raw, FIREBASE_KEYS.projectId) === undefined;
}

function localEnv(raw: RawEnv): AppEnv {
  return {
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
      projectId: text(raw, FIREBASE_KEYS.projectId) ?? LOCAL_PROJECT_ID,
      storageBucket: `${LOCAL_PROJECT_ID}.appspot.com`,
      messagingSenderId: '0',
      appId: 'demo-app',
    },
    emailJs: {
      publicKey: text(raw, EMAILJS_KEYS.publicKey) ?? 'local-public-key',
      serviceId: text(raw, EMAILJS_KEYS.serviceId) ?? 'local-service',
      templateId: text(raw, EMAILJS_KEYS.templateId) ?? 'local-template',
      origin: text(raw, 'VITE_EMAILJS_ORIGIN') ?? localUrl(LOCAL_PORTS.emailjs),
    },
    paystack: parsePaystackConfig(raw, { localStack: true }),
    emulators: {
      authUrl: localUrl(LOCAL_PORTS.auth),
      firestoreHost: LOCAL_HOST,
      firestorePort: LOCAL_PORTS.firestore,
    },
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

export function parseEnv(raw: RawEnv): AppEnv {
  if (wantsEmulators(raw)) return localEnv(raw);

  const missing: string[] = [];
  const firebase: FirebaseWebConfig = required(raw, FIREBASE_KEYS, missing);
  const measurementId = text(raw, 'VITE_FIREBASE_MEASUREMENT_ID');
  if (measurementId !== undefined) firebase.measurementId = measurementId;
  const emailJs = {
    ...required(raw, EMAILJS_KEYS, missing),
    origin: text(raw, 'VITE_EMAILJS_ORIGIN') ?? EMAILJS_PUBLIC_ORIGIN,
  };
  if (missing.length > 0) throw new EnvError(missing);
  return { firebase, emailJs, paystack: parsePaystackConfig(raw, { localStack: false }), emulators: null };
}
