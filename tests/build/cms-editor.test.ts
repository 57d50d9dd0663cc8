import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILES } from '../../src/content/schemas';
import { CMS_SIGN_IN_RELAY_SCRIPT } from '../../src/shared/cms-sign-in';
import { DIST, readDist, readPrecache } from './built-site';

/** The editor at /cms (scripts/build/cms-editor.ts) is in the build, and nowhere a visitor downloads it. */
describe('the content editor in the build', () => {
  it('is served from the site itself: its page, its configuration and its scripts', () => {
    expect(readDist('cms/index.html')).toContain('src="/cms/decap-cms.js"');
    const config = readDist('cms/config.yml');
    // Every data file the build checks has its form in the editor.
    for (const file of Object.keys(CONTENT_FILES)) expect(config).toContain(`file: ${file}`);
    expect(readDist('cms/decap-cms.js').length).toBeGreaterThan(0);
  });

  it('has its preview templates as a script of their own, loaded by the editor page and importing nothing', () => {
    expect(readDist('cms/index.html')).toContain('src="/cms/preview.js"');
    const preview = readDist('cms/preview.js');
    expect(preview).toContain('registerPreviewTemplate');
    // Compiled on its own (scripts/build/cms-editor.ts): no import of the site's chunks, no types left.
    expect(preview).not.toMatch(/^\s*import\s/m);
    expect(preview).not.toMatch(/\binterface\s+PreviewProps\b/);
    expect(readDist('cms/preview.css')).toContain('.preview-page');
  });

  it("has the GitHub sign-in popup's relay as a script of its own beside it, importing nothing", () => {
    const relay = readDist(CMS_SIGN_IN_RELAY_SCRIPT.slice(1));
    expect(relay).toContain('postMessage');
    expect(relay).not.toMatch(/^\s*import\s/m);
  });

  it('is not precached: no visitor downloads it unless they open /cms', () => {
    expect(readPrecache().filter((entry) => entry.url.includes('cms/'))).toEqual([]);
  });

  it("is in no page's code, and neither are the data files' schemas", () => {
    const chunks = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
    for (const chunk of chunks) {
      const code = readDist(join('assets', chunk));
      expect(code, chunk).not.toContain('decap-cms');
      // Zod's own words: the content files are checked at build time, never in the browser.
      expect(code, chunk).not.toMatch(/ZodError|\$ZodType/);
    }
  });
});
