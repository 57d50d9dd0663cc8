import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployRefusals, refusalSentence } from './deployable';

const sites: string[] = [];

/** A built site in a temporary folder, from file paths and their contents. */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'deployable-'));
  sites.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of sites.splice(0)) rmSync(root, { recursive: true, force: true });
});

const PRODUCTION_FILES = {
  'index.html': '<!doctype html><script type="module" src="/assets/index-abc.js"></script>',
  'assets/index-abc.js': 'const env={firebase:{projectId:`hope-harvest`},emailJs:{origin:`https://api.emailjs.com`}};',
  // The Firebase SDK's own default for the mock tokens it makes for the emulators, in every build.
  'assets/firebase-app-def.js': 'let r=t||`demo-project`;',
  'images/hero.avif': 'binary 127.0.0.1 bytes are not read',
};

describe('deployRefusals', () => {
  it('lets a production build through', () => {
    expect(deployRefusals(site(PRODUCTION_FILES))).toEqual([]);
  });

  it('refuses a site that calls 127.0.0.1, wherever it says so', () => {
    const refusals = deployRefusals(
      site({ ...PRODUCTION_FILES, 'blog/post-shell.html': '<link rel="preconnect" href="http://127.0.0.1:8080">' }),
    );
    expect(refusals).toEqual([{ file: join('blog', 'post-shell.html'), reason: 'mentions 127.0.0.1 (127.0.0.1)' }]);
  });

  it("lets the editor's own scripts name 127.0.0.1, but not the editor's page or configuration", () => {
    const editor = {
      'cms/decap-cms.js': 'allowed_hosts:["localhost","127.0.0.1"]',
      'cms/12.decap-cms.js': '127.0.0.1',
    };
    expect(deployRefusals(site({ ...PRODUCTION_FILES, ...editor }))).toEqual([]);
    const refusals = deployRefusals(
      site({
        ...PRODUCTION_FILES,
        'cms/index.html': '<script src="http://127.0.0.1/x.js">',
        'cms/config.yml': 'backend:\n  base_url: http://127.0.0.1:5005\n',
      }),
    );
    expect(refusals).toEqual([
      { file: join('cms', 'config.yml'), reason: 'mentions 127.0.0.1 (127.0.0.1)' },
      { file: join('cms', 'index.html'), reason: 'mentions 127.0.0.1 (127.0.0.1)' },
    ]);
  });

  it("refuses a site built for an emulator's demo project", () => {
    const refusals = deployRefusals(site({ ...PRODUCTION_FILES, 'assets/env-1.js': 'projectId:`demo-charity`' }));
    expect(refusals).toEqual([{ file: join('assets', 'env-1.js'), reason: 'mentions a demo- project (demo-charity)' }]);
  });

  it('refuses a site that would publish its source maps', () => {
    const refusals = deployRefusals(site({ ...PRODUCTION_FILES, 'assets/index-abc.js.map': '{"version":3}' }));
    expect(refusals).toEqual([{ file: join('assets', 'index-abc.js.map'), reason: 'is a source map' }]);
  });
});

describe('refusalSentence', () => {
  it('names the first few problems and what to do, in one sentence', () => {
    const refusals = [1, 2, 3, 4, 5].map((n) => ({
      file: `assets/chunk-${n}.js`,
      reason: 'mentions 127.0.0.1 (127.0.0.1)',
    }));
    const sentence = refusalSentence('dist/', refusals);
    expect(sentence).toContain('assets/chunk-1.js mentions 127.0.0.1');
    expect(sentence).toContain('and 2 more');
    expect(sentence).not.toContain('chunk-4');
    expect(sentence).toContain('npm run build');
    expect(sentence.match(/\.\s+\S/g)).toBeNull();
  });
});
