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

/** What the local build calls instead of Firestore, Auth, EmailJS and Paystack's API. */
const EMULATOR_ORIGINS = [LOCAL_PORTS.firestore, LOCAL_PORTS.auth, LOCAL_PORTS.emailjs, LOCAL_PORTS.paystack].map(
  localUrl,
);

/** Where the local build loads Paystack's script from: the double (scripts/stack/paystack-double.ts). */
const LOCAL_SCRIPT_ORIGINS = [localUrl(LOCAL_PORTS.paystack)];

/** The emulators firebase.json configures, moved to the stack's ports (STACK_PORT_OFFSET). */
const EMULATORS = ['auth', 'firestore', 'hosting', 'functions', 'hub', 'logging'] as const;

type Redirect = { source: string; destination: string; type?: number };

type HostingSite = {
  /** firebase.json's deploy target: `site` (the public site) or `editor` (the content editor, /cms). */
  target: string;
  public: string;
  headers?: { source: string; headers: { key: string; value: string }[] }[];
  redirects?: Redirect[];
  [key: string]: unknown;
};

type FirebaseConfig = {
  hosting: HostingSite[];
  firestore?: { rules: string } & Record<string, unknown>;
  functions?: ({ source: string } & Record<string, unknown>)[];
  emulators?: Record<string, unknown>;
  [key: string]: unknown;
};

/** The policy with `origins` appended to one of its directives (which must exist). */
const withSources = (policy: string, directive: string, origins: readonly string[]): string => {
  const directives = policy.split(';').map((part) => part.trim());
  const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) throw new Error(`The Content-Security-Policy in firebase.json has no ${directive}.`);
  directives[index] = [directives[index], ...origins].join(' ');
  return directives.join('; ');
};

function withStackPorts(emulators: Record<string, unknown>): Record<string, unknown> {
  const moved = { ...emulators };
  for (const name of EMULATORS) {
    const current = emulators[name];
    if (typeof current === 'object' && current !== null) moved[name] = { ...current, port: LOCAL_PORTS[name] };
  }
  return moved;
}

/** From the copy's folder: firebase-tools reads paths relative to its config (and mishandles absolute ones). */
const fromStackDir = (repoPath: string): string => relative(STACK_DIR, join(REPO_ROOT, repoPath));

/**
 * One Hosting site as the stack serves it. The one redirect to another origin, the public site's old
 * /cms to the editor's site, goes to the editor's site on the stack (production's address is the
 * editor's, a placeholder until go-live). Only the public site talks to the emulators and doubles; the
 * editor's site keeps production's headers exactly (it calls only GitHub, which its test stands in for
 * after the browser has applied the policy).
 */
function localSite(site: HostingSite): HostingSite {
  const redirects = site.redirects?.map((redirect) =>
    /^https?:/.test(redirect.destination)
      ? { ...redirect, destination: `${localUrl(LOCAL_PORTS.editor)}${new URL(redirect.destination).pathname}` }
      : redirect,
  );
  const local = { ...site, public: fromStackDir(site.public), ...(redirects ? { redirects } : {}) };
  if (site.target !== 'site') return local;
  const headers = site.headers?.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? {
            ...header,
            value: withSources(
              withSources(header.value, 'connect-src', EMULATOR_ORIGINS),
              'script-src',
              LOCAL_SCRIPT_ORIGINS,
            ),
          }
        : header,
    ),
  }));
  return { ...local, headers };
}

/** The production config with the local origins allowed, its paths pointing back at the repository. */
export function localFirebaseConfig(production: FirebaseConfig): FirebaseConfig {
  const { firestore, functions, emulators } = production;
  return {
    ...production,
    // In firebase.json's order: firebase-tools gives the first site the Hosting port, the next its + 5.
    hosting: production.hosting.map(localSite),
    ...(firestore ? { firestore: { ...firestore, rules: fromStackDir(firestore.rules) } } : {}),
    ...(functions
      ? { functions: functions.map((codebase) => ({ ...codebase, source: fromStackDir(codebase.source) })) }
      : {}),
    ...(emulators ? { emulators: withStackPorts(emulators) } : {}),
  };
}

/**
 * Writes .stack/firebase.local.json from firebase.json and returns its path, for `--config`. Beside it a
 * copy of .firebaserc: firebase-tools reads that from the config's folder, and it names the demo
 * project's site for each Hosting target.
 */
export function writeLocalFirebaseConfig(): string {
  const production = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
  const path = join(STACK_DIR, 'firebase.local.json');
  writeFileSync(path, `${JSON.stringify(localFirebaseConfig(production), null, 2)}\n`);
  copyFileSync(join(REPO_ROOT, '.firebaserc'), join(STACK_DIR, '.firebaserc'));
  return path;
}
