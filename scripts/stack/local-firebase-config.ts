import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { REPO_ROOT, STACK_DIR } from './repo-paths';

/**
 * firebase.json is the production configuration, and its Content-Security-Policy lets the site
 * talk only to the real Google, EmailJS and Paystack endpoints. The local stack's site talks to the
 * emulators and the local doubles over plain http on 127.0.0.1 instead, so firebase-tools is started
 * with a copy that adds exactly those origins. Production never lists them (an http: source would
 * also cost the Observatory grade).
 */

export const LOCAL_FIREBASE_CONFIG = join(STACK_DIR, 'firebase.local.json');

/** What the local build calls instead of Firestore, Auth, EmailJS and Paystack's API. */
export const EMULATOR_ORIGINS: readonly string[] = [
  LOCAL_PORTS.firestore,
  LOCAL_PORTS.auth,
  LOCAL_PORTS.emailjs,
  LOCAL_PORTS.paystack,
].map(localUrl);

/** Where the local build loads Paystack's script from: the double (scripts/stack/paystack-double.ts). */
export const LOCAL_SCRIPT_ORIGINS: readonly string[] = [localUrl(LOCAL_PORTS.paystack)];

interface Header {
  key: string;
  value: string;
}

interface Redirect {
  source: string;
  destination: string;
  type?: number;
}

export interface HostingSite {
  /** firebase.json's deploy target: `site` (the public site) or `editor` (the content editor, /cms). */
  target: string;
  public: string;
  headers?: { source: string; headers: Header[] }[];
  redirects?: Redirect[];
  [key: string]: unknown;
}

interface FirebaseConfig {
  hosting: HostingSite[];
  firestore?: { rules: string } & Record<string, unknown>;
  functions?: ({ source: string } & Record<string, unknown>)[];
  emulators?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The emulators firebase.json configures, at the stack's ports (moved by STACK_PORT_OFFSET). */
const EMULATOR_PORTS = {
  auth: LOCAL_PORTS.auth,
  firestore: LOCAL_PORTS.firestore,
  hosting: LOCAL_PORTS.hosting,
  functions: LOCAL_PORTS.functions,
  hub: LOCAL_PORTS.hub,
  logging: LOCAL_PORTS.logging,
} as const;

function withStackPorts(emulators: Record<string, unknown>): Record<string, unknown> {
  const moved = { ...emulators };
  for (const [name, port] of Object.entries(EMULATOR_PORTS)) {
    const current = emulators[name];
    if (typeof current === 'object' && current !== null) moved[name] = { ...current, port };
  }
  return moved;
}

/** The policy with `origins` appended to one of its directives (which must exist). */
export function withSources(policy: string, directive: string, origins: readonly string[]): string {
  const directives = policy.split(';').map((part) => part.trim());
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) throw new Error(`The Content-Security-Policy in firebase.json has no ${directive}.`);
  directives[index] = [directives[index], ...origins].join(' ');
  return directives.join('; ');
}

/** The production policy as the local stack serves it: the emulators and doubles added, nothing else. */
export function localContentSecurityPolicy(policy: string): string {
  return withSources(withSources(policy, 'connect-src', EMULATOR_ORIGINS), 'script-src', LOCAL_SCRIPT_ORIGINS);
}

/** From the copy's folder: firebase-tools reads paths relative to its config (and mishandles absolute ones). */
const fromStackDir = (repoPath: string): string => relative(STACK_DIR, join(REPO_ROOT, repoPath));

/**
 * The one redirect to another origin, the public site's old /cms to the editor's site, goes to the
 * editor's site on the stack (production's address is the editor's, a placeholder until go-live).
 */
function localRedirect(redirect: Redirect): Redirect {
  if (!/^https?:/.test(redirect.destination)) return redirect;
  return { ...redirect, destination: `${localUrl(LOCAL_PORTS.editor)}${new URL(redirect.destination).pathname}` };
}

/**
 * One Hosting site as the stack serves it. Only the public site talks to the emulators and doubles; the
 * editor's site keeps production's headers exactly (it calls only GitHub, which its test stands in for
 * after the browser has applied the policy).
 */
function localSite(site: HostingSite): HostingSite {
  const redirects = site.redirects?.map(localRedirect);
  const local = { ...site, public: fromStackDir(site.public), ...(redirects ? { redirects } : {}) };
  if (site.target !== 'site') return local;
  const headers = site.headers?.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? { ...header, value: localContentSecurityPolicy(header.value) }
        : header,
    ),
  }));
  return { ...local, headers };
}

/** The production config with the local origins allowed, its paths pointing back at the repository. */
export function localFirebaseConfig(production: FirebaseConfig): FirebaseConfig {
  return {
    ...production,
    // In firebase.json's order: firebase-tools gives the first site the Hosting port, the next its + 5.
    hosting: production.hosting.map(localSite),
    ...(production.firestore
      ? { firestore: { ...production.firestore, rules: fromStackDir(production.firestore.rules) } }
      : {}),
    ...(production.functions
      ? { functions: production.functions.map((codebase) => ({ ...codebase, source: fromStackDir(codebase.source) })) }
      : {}),
    ...(production.emulators ? { emulators: withStackPorts(production.emulators) } : {}),
  };
}

/**
 * Writes .stack/firebase.local.json from firebase.json and returns its path, for `--config`. Beside it a
 * copy of .firebaserc: firebase-tools reads that from the config's folder, and it names the demo
 * project's site for each Hosting target.
 */
export function writeLocalFirebaseConfig(): string {
  const production = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
  writeFileSync(LOCAL_FIREBASE_CONFIG, `${JSON.stringify(localFirebaseConfig(production), null, 2)}\n`);
  copyFileSync(join(REPO_ROOT, '.firebaserc'), join(STACK_DIR, '.firebaserc'));
  return LOCAL_FIREBASE_CONFIG;
}
