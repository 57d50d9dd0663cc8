import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { inlineScriptHash } from '../../scripts/build/early-press-script';
import { REPO_ROOT } from '../../scripts/stack/repo-paths';
import { SEED_POSTS } from '../../scripts/stack/seed-data';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { observatoryScore, parseCsp } from './support/observatory-score';
import { hostingSite } from '../../scripts/build/hosting-sites';

interface FirebaseJson {
  hosting: { target: string; headers: { source: string; headers: { key: string; value: string }[] }[] }[];
}

const firebaseJson = JSON.parse(readFileSync(`${REPO_ROOT}/firebase.json`, 'utf8')) as FirebaseJson;
const PRODUCTION_CSP =
  hostingSite(firebaseJson.hosting, 'site')
    .headers.flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

/** What the site calls, and nothing else: Firestore, Auth, EmailJS, analytics after consent, Paystack. */
const PRODUCTION_CONNECT_SRC = [
  "'self'",
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://api.emailjs.com',
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  // Paystack's script sets each transaction up from the page (checkout/request_inline).
  'https://api.paystack.co',
];

/** Our own code, Google's tag after consent, and Paystack's Inline script when a visitor gives online. */
const PRODUCTION_SCRIPT_SRC = ["'self'", 'https://www.googletagmanager.com', 'https://js.paystack.co'];

/** The only frame the site shows: Paystack's checkout. */
const PRODUCTION_FRAME_SRC = ['https://checkout.paystack.com'];

/** What the local stack adds: the emulators and the local EmailJS and Paystack doubles, over http. */
const LOCAL_ADDITIONS: Record<string, string[]> = {
  'connect-src': [LOCAL_PORTS.firestore, LOCAL_PORTS.auth, LOCAL_PORTS.emailjs, LOCAL_PORTS.paystack].map(localUrl),
  'script-src': [localUrl(LOCAL_PORTS.paystack)],
};

const directive = (policy: string, name: string): string[] => [...(parseCsp(policy).get(name) ?? [])];

test('the production policy allows no inline or eval script, no plugins, no framing and no local addresses', () => {
  expect(PRODUCTION_CSP).not.toBe('');
  const script = directive(PRODUCTION_CSP, 'script-src');
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  // Besides the hosts, exactly one hash: the pages' first-moments inline script (checked below).
  expect(script.filter((source) => !source.startsWith("'sha256-"))).toEqual(PRODUCTION_SCRIPT_SRC);
  expect(script.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
  expect(directive(PRODUCTION_CSP, 'frame-src')).toEqual(PRODUCTION_FRAME_SRC);
  expect(directive(PRODUCTION_CSP, 'object-src')).toEqual(["'none'"]);
  expect(directive(PRODUCTION_CSP, 'base-uri')).toEqual(["'self'"]);
  expect(directive(PRODUCTION_CSP, 'form-action')).toEqual(["'self'"]);
  expect(directive(PRODUCTION_CSP, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(PRODUCTION_CSP, 'worker-src')).toEqual(["'self'"]);
  expect(directive(PRODUCTION_CSP, 'manifest-src')).toEqual(["'self'"]);
  expect(directive(PRODUCTION_CSP, 'connect-src')).toEqual(PRODUCTION_CONNECT_SRC);
  expect(PRODUCTION_CSP).not.toMatch(/http:|127\.0\.0\.1|localhost/);
});

// A post comes from the blog's function (functions/src/blog): Hosting's header rules cover its answers too.
for (const path of ['/', '/about', `/blog/${SEED_POSTS[0]?.id ?? ''}`, '/sw.js', '/manifest.webmanifest']) {
  test(`${path} is served with the security headers, and the local policy adds only the local services`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const served = parseCsp(headers['content-security-policy'] ?? '');
    const production = parseCsp(PRODUCTION_CSP);
    expect([...served.keys()]).toEqual([...production.keys()]);
    for (const [name, sources] of production) {
      expect([...(served.get(name) ?? [])], name).toEqual([...sources, ...(LOCAL_ADDITIONS[name] ?? [])]);
    }
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['permissions-policy']).toContain(`${feature}=()`);
    }
  });
}

test('the home page’s only inline script is the one script-src names by its hash', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''));
  expect(inline).toHaveLength(1);
  expect(directive(PRODUCTION_CSP, 'script-src')).toContain(inlineScriptHash(inline[0]?.[2] ?? ''));
  for (const [, attributes, body] of scripts.filter((script) => !inline.includes(script))) {
    expect(attributes).toMatch(/\bsrc="\/[^/]/);
    expect(body?.trim()).toBe('');
  }
});

test("the production headers earn an A+ under the HTTP Observatory's scoring", async ({ request }) => {
  const response = await request.get('/');
  // Scored as production serves it: the same headers, with firebase.json's own policy.
  const headers = { ...response.headers(), 'content-security-policy': PRODUCTION_CSP };
  const { score, grade, results } = observatoryScore(headers, await response.text());
  expect(results.filter(({ modifier }) => modifier < 0)).toEqual([]);
  expect(grade).toBe('A+');
  expect(score).toBeGreaterThanOrEqual(100);
});
