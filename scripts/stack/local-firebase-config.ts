import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { REPO_ROOT, STACK_DIR } from './repo-paths';

/**
 * firebase-tools runs on a copy of firebase.json whose CSP adds the emulators' and doubles' http
 * origins; production never lists them (an http: source would also cost the Observatory grade).
 */
const EMULATOR_ORIGINS = [LOCAL_PORTS.firestore, LOCAL_PORTS.auth, LOCAL_PORTS.emailjs, LOCAL_PORTS.paystack].map(
  localUrl,
);

const EMULATORS = ['auth', 'firestore', 'hosting', 'functions', 'hub', 'logging'] as const;

type HostingSite = {
  /** `site` or `editor`. */
  target: string;
  public: string;
  headers?: { source: string; headers: { key: string; value: string }[] }[];
  redirects?: { source: string; destination: string; type?: number }[];
};

type FirebaseConfig = {
  hosting: HostingSite[];
  firestore: { rules: string };
  functions: { source: string }[];
  emulators: Record<string, unknown>;
};

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

/** firebase-tools reads paths relative to its config (and mishandles absolute ones). */
const fromStackDir = (repoPath: string): string => relative(STACK_DIR, join(REPO_ROOT, repoPath));

/**
 * The public site's redirect of /cms goes to the stack's editor site. Only the public site talks to the
 * emulators and doubles; the editor's keeps production's headers exactly.
 */
function localSite(site: HostingSite): HostingSite {
  const redirects = site.redirects?.map((redirect) =>
    /^https?:/.test(redirect.destination)
      ? { ...redirect, destination: `${localUrl(LOCAL_PORTS.editor)}${new URL(redirect.destination).pathname}` }
      : redirect,
  );
  const local = { ...site, public: fromStackDir(site.public), ...(redirects ? { redirects } : {}) };
  if (site.target !== 'site') return local;
  const localPolicy = (policy: string): string =>
    withSources(withSources(policy, 'connect-src', EMULATOR_ORIGINS), 'script-src', [localUrl(LOCAL_PORTS.paystack)]);
  const headers = site.headers?.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy' ? { ...header, value: localPolicy(header.value) } : header,
    ),
  }));
  return { ...local, headers };
}

export function localFirebaseConfig(production: FirebaseConfig): FirebaseConfig {
  const { firestore, functions, emulators } = production;
  return {
    ...production,
    // In firebase.json's order: firebase-tools gives the first site the Hosting port, the next its + 5.
    hosting: production.hosting.map(localSite),
    firestore: { ...firestore, rules: fromStackDir(firestore.rules) },
    functions: functions.map((codebase) => ({ ...codebase, source: fromStackDir(codebase.source) })),
    emulators: withStackPorts(emulators),
  };
}

/** Returns the path of .stack/firebase.local.json, beside a copy of .firebaserc, which firebase-tools reads from there. */
export function writeLocalFirebaseConfig(): string {
  const production = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
  const path = join(STACK_DIR, 'firebase.local.json');
  writeFileSync(path, `${JSON.stringify(localFirebaseConfig(production), null, 2)}\n`);
  copyFileSync(join(REPO_ROOT, '.firebaserc'), join(STACK_DIR, '.firebaserc'));
  return path;
}
