import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { inlineScriptHash } from '../../scripts/build/early-press-script';
import { EMULATOR_ORIGINS, withConnectSources } from '../../scripts/stack/local-firebase-config';
import { REPO_ROOT } from '../../scripts/stack/repo-paths';
import { observatoryScore, parseCsp } from './support/observatory-score';

interface FirebaseJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

const firebaseJson = JSON.parse(readFileSync(`${REPO_ROOT}/firebase.json`, 'utf8')) as FirebaseJson;
const PRODUCTION_CSP =
  firebaseJson.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

/** What the site calls, and nothing else: Firestore, Auth, EmailJS, and analytics after consent. */
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
];

const directive = (policy: string, name: string): string[] => [...(parseCsp(policy).get(name) ?? [])];

test('the production policy allows no inline or eval script, no plugins, no framing and no local addresses', () => {
  expect(PRODUCTION_CSP).not.toBe('');
  const script = directive(PRODUCTION_CSP, 'script-src');
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(directive(PRODUCTION_CSP, 'object-src')).toEqual(["'none'"]);
  expect(directive(PRODUCTION_CSP, 'base-uri')).toEqual(["'self'"]);
  expect(directive(PRODUCTION_CSP, 'form-action')).toEqual(["'self'"]);
  expect(directive(PRODUCTION_CSP, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(PRODUCTION_CSP, 'worker-src')).toEqual(["'self'"]);
  expect(directive(PRODUCTION_CSP, 'manifest-src')).toEqual(["'self'"]);
  expect(directive(PRODUCTION_CSP, 'connect-src')).toEqual(PRODUCTION_CONNECT_SRC);
  expect(PRODUCTION_CSP).not.toMatch(/http:|127\.0\.0\.1|localhost/);
});

for (const path of ['/', '/about', '/blog/any-post', '/sw.js', '/manifest.webmanifest']) {
  test(`${path} is served with the security headers, and the local policy adds only the emulators`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe(withConnectSources(PRODUCTION_CSP, EMULATOR_ORIGINS));
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
