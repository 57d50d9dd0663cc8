/**
 * The MDN HTTP Observatory's grade for a response, from its published scoring rules (algorithm
 * version 6, in the repository github.com/mdn/mdn-http-observatory: its grader's charts.js and its analyzer's tests).
 * Our own reading of those rules for the tests the headers decide; docs/security.md walks
 * through the result. Two tests need the live site and are taken as Firebase Hosting gives them:
 * redirection (http to https on the same host: 0) and the HSTS preload list (not listed yet: 0).
 */

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Score {
  score: number;
  grade: string;
  results: TestResult[];
}

type Headers = Record<string, string | undefined>;

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const SIX_MONTHS = 15_768_000;

export function parseCsp(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), new Set(sources));
  }
  return directives;
}

function cspTest(policy: string | undefined): TestResult {
  const test = 'content-security-policy';
  if (!policy) return { test, result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(policy);
  const fallback = csp.get('default-src') ?? new Set(['*']);
  const script = csp.get('script-src') ?? fallback;
  const style = csp.get('style-src') ?? fallback;
  const object = csp.get('object-src') ?? fallback;
  const passiveDirectives = ['img-src', 'media-src'];
  const active = [...csp].filter(([name]) => !passiveDirectives.includes(name)).flatMap(([, sources]) => [...sources]);
  const passive = passiveDirectives.flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const isInsecure = (source: string): boolean => source.startsWith('http:') || source.startsWith('ftp:');

  if (
    [...script].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s)) ||
    [...object].some((s) => DANGEROUSLY_BROAD.has(s))
  )
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (active.some(isInsecure)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (passive.some(isInsecure))
    return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  if ([...style].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  const defaultNone = csp.get('default-src');
  if (defaultNone?.size === 1 && defaultNone.has("'none'"))
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function hstsTest(value: string | undefined): TestResult {
  const test = 'strict-transport-security';
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined || value.includes(',')) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) >= SIX_MONTHS
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function referrerTest(value: string | undefined): TestResult {
  const test = 'referrer-policy';
  if (!value) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => good.includes(part) || bad.includes(part))
    .at(-1);
  if (policy === undefined) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  return good.includes(policy)
    ? { test, result: 'referrer-policy-private', modifier: 5 }
    : { test, result: 'referrer-policy-unsafe', modifier: -5 };
}

function frameTest(headers: Headers): TestResult {
  const test = 'x-frame-options';
  if (headers['content-security-policy'] && parseCsp(headers['content-security-policy']).has('frame-ancestors'))
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const xfo = headers['x-frame-options']?.trim().toLowerCase();
  if (xfo === 'deny' || xfo === 'sameorigin')
    return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 5 };
  return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
}

function tokenTest(
  test: string,
  value: string | undefined,
  bonus: readonly string[],
  zero: readonly string[],
): TestResult {
  if (!value) return { test, result: `${test}-not-implemented`, modifier: 0 };
  const token = value.trim().toLowerCase();
  if (bonus.includes(token)) return { test, result: `${test}-${token}`, modifier: 10 };
  if (zero.includes(token)) return { test, result: `${test}-${token}`, modifier: 0 };
  return { test, result: `${test}-header-invalid`, modifier: -5 };
}

/** Scripts in the HTML from another site without integrity cost points; our own cost nothing. */
function sriTest(html: string): TestResult {
  const test = 'subresource-integrity';
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const external = sources.filter((src) => /^(https?:)?\/\//.test(src));
  if (sources.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  if (external.length === 0)
    return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

export function observatoryScore(headers: Headers, html: string): Score {
  const results: TestResult[] = [
    cspTest(headers['content-security-policy']),
    headers['set-cookie']
      ? { test: 'cookies', result: 'cookies-found (check their flags by hand)', modifier: 0 }
      : { test: 'cookies', result: 'cookies-not-found', modifier: 0 },
    tokenTest(
      'cross-origin-embedder-policy',
      headers['cross-origin-embedder-policy'],
      ['require-corp', 'credentialless'],
      ['unsafe-none'],
    ),
    tokenTest(
      'cross-origin-opener-policy',
      headers['cross-origin-opener-policy'],
      ['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups'],
      ['unsafe-none'],
    ),
    headers['access-control-allow-origin']
      ? { test: 'cross-origin-resource-sharing', result: 'implemented-with-public-access', modifier: 0 }
      : { test: 'cross-origin-resource-sharing', result: 'not-implemented', modifier: 0 },
    { test: 'redirection', result: 'redirection-to-https (Firebase Hosting, same host)', modifier: 0 },
    referrerTest(headers['referrer-policy']),
    hstsTest(headers['strict-transport-security']),
    sriTest(html),
    headers['x-content-type-options']?.trim().toLowerCase() === 'nosniff'
      ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
      : { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 },
    frameTest(headers),
    tokenTest(
      'cross-origin-resource-policy',
      headers['cross-origin-resource-policy'],
      ['same-site', 'same-origin'],
      ['cross-origin'],
    ),
  ];
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const all = results.reduce((sum, { modifier }) => sum + modifier, 0);
  // Bonuses count only when the score without them is already an A (90).
  const score = 100 + penalties >= 90 ? 100 + all : 100 + penalties;
  return { score, grade: gradeOf(score), results };
}

const GRADES: readonly [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

const gradeOf = (score: number): string => GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
