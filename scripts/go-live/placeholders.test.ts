import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPlaceholders } from './placeholders';

/** A production configuration that `npm run build` accepts, with a live Paystack key. */
const LIVE_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaLiveKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'charity.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'charity-live',
  VITE_FIREBASE_STORAGE_BUCKET: 'charity-live.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
  VITE_EMAILJS_PUBLIC_KEY: 'public',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
  VITE_PAYSTACK_PUBLIC_KEY: 'pk_live_abc123',
};

const roots: string[] = [];

/** A checkout of its own in a temporary folder, holding only the given files. */
function checkout(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'go-live-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const READY = {
  '.firebaserc': JSON.stringify({
    projects: { default: 'charity-live' },
    targets: { 'charity-live': { hosting: { site: ['charity-live'], editor: ['charity-live-editor'] } } },
  }),
  'firebase.json': JSON.stringify({
    hosting: [{ target: 'site', redirects: [{ destination: 'https://cms.hopeharvest.org.ng/cms' }] }],
  }),
  'src/config/site.ts': "export const site = { url: 'https://hopeharvest.org.ng' };\n",
  'editor/cms/config.yml': 'backend:\n  name: github\n  repo: charity/website\nsite_url: https://hopeharvest.org.ng\n',
  'content/site.json': JSON.stringify({ contact: { email: 'info@hopeharvest.org.ng' }, bank: { naira: {} } }),
  'public/images/home/photo.jpg': Buffer.from('JFIF real photo bytes'),
};

describe('the go-live check', () => {
  it('finds nothing in a checkout whose every detail is real', () => {
    expect(findPlaceholders(checkout(READY), LIVE_ENV)).toEqual([]);
  });

  it('names every kind of stand-in, with where it lives', () => {
    const root = checkout({
      '.firebaserc': JSON.stringify({ projects: { default: 'demo-charity' } }),
      'src/config/site.ts':
        "export const site = {\n  url: 'https://example.org', // PLACEHOLDER: the live origin\n};\n",
      'src/config/site.test.ts': '// PLACEHOLDER in a test is not the site\n',
      'src/shared/names.ts':
        '// Not a stand-in: the word "PLACEHOLDER" quoted.\nexport const PLACEHOLDER_HEADER = \'X\';\n',
      'editor/cms/config.yml': 'backend:\n  base_url: https://cms-auth.example.org\n',
      'firebase.json': '{\n  "redirects": [{ "destination": "https://cms.example.org/cms" }]\n}\n',
      'content/site.json': JSON.stringify({
        contact: { email: 'info@example.org' },
        bank: { naira: { accountNumber: '0123456789', placeholder: true } },
      }),
      'public/images/home/a.jpg': Buffer.from('JFIF hope-harvest-placeholder'),
      'public/images/home/b.jpg': Buffer.from('JFIF hope-harvest-placeholder'),
      'public/videos/story.mp4': Buffer.from('ftyp hope-harvest-placeholder'),
    });
    const found = findPlaceholders(root, { ...LIVE_ENV, VITE_PAYSTACK_PUBLIC_KEY: 'pk_test_abc123' });
    expect(found.map(({ where }) => where)).toEqual([
      'src/config/site.ts:2',
      'editor/cms/config.yml:2',
      'firebase.json:2',
      'content/site.json contact.email',
      'content/site.json bank.naira',
      'public/images/home',
      'public/videos',
      '.firebaserc',
      'VITE_PAYSTACK_PUBLIC_KEY',
    ]);
    expect(found.find(({ where }) => where === 'public/images/home')?.what).toMatch(/^2 placeholder/);
  });

  it("names the live project's Hosting site that has no target applied yet", () => {
    const root = checkout({
      ...READY,
      '.firebaserc': JSON.stringify({
        projects: { default: 'charity-live' },
        targets: { 'charity-live': { hosting: { site: ['charity-live'] } } },
      }),
    });
    expect(findPlaceholders(root, LIVE_ENV)).toEqual([
      { where: '.firebaserc', what: expect.stringContaining('firebase target:apply hosting editor') as unknown },
    ]);
  });

  it("reports production settings the build would refuse, in the build's own words", () => {
    const found = findPlaceholders(checkout(READY), { ...LIVE_ENV, VITE_FIREBASE_API_KEY: '' });
    expect(found).toHaveLength(1);
    expect(found[0]?.where).toBe('.env.production');
    expect(found[0]?.what).toContain('VITE_FIREBASE_API_KEY');
  });

  it('holds this checkout, as it is, to be not yet ready', () => {
    expect(findPlaceholders(process.cwd(), LIVE_ENV).length).toBeGreaterThan(0);
  });
});
