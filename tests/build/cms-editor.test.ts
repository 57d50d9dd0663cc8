import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILES } from '../../src/content/schemas';
import { CMS_SIGN_IN_RELAY_SCRIPT } from '../../src/shared/cms-sign-in';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { DIST, EDITOR_DIST, readDist, readEditorSite, readPrecache } from './built-site';

/**
 * The editor (scripts/build/cms-editor.ts) is a site of its own beside the public site's build, and
 * nowhere a visitor of the public site downloads it.
 */
describe('the content editor in the build', () => {
  it('is served from its own site: its page, its configuration and its scripts', () => {
    expect(readEditorSite('cms/index.html')).toContain('src="/cms/decap-cms.js"');
    const config = readEditorSite('cms/config.yml');
    // Every data file the build checks has its form in the editor.
    for (const file of Object.keys(CONTENT_FILES)) expect(config).toContain(`file: ${file}`);
    expect(readEditorSite('cms/decap-cms.js').length).toBeGreaterThan(0);
  });

  it("signs in on its own site's address on the local stack, where the sign-in function answers beside it", () => {
    expect(readEditorSite('cms/config.yml')).toMatch(
      new RegExp(`^\\s*base_url: ${localUrl(LOCAL_PORTS.editor)}$`, 'm'),
    );
  });

  it('has its preview templates as a script of their own, loaded by the editor page and importing nothing', () => {
    expect(readEditorSite('cms/index.html')).toContain('src="/cms/preview.js"');
    const preview = readEditorSite('cms/preview.js');
    expect(preview).toContain('registerPreviewTemplate');
    // Compiled on its own (scripts/build/cms-editor.ts): no import of the site's chunks, no types left.
    expect(preview).not.toMatch(/^\s*import\s/m);
    expect(preview).not.toMatch(/\binterface\s+PreviewProps\b/);
    expect(readEditorSite('cms/preview.css')).toContain('.preview-page');
  });

  it("has the GitHub sign-in popup's relay as a script of its own beside it, importing nothing", () => {
    const relay = readEditorSite(CMS_SIGN_IN_RELAY_SCRIPT.slice(1));
    expect(relay).toContain('postMessage');
    expect(relay).not.toMatch(/^\s*import\s/m);
  });

  it('serves its own logo and asks crawlers to stay away from all of it', () => {
    expect(existsSync(join(EDITOR_DIST, 'icons/icon-192.png'))).toBe(true);
    expect(readEditorSite('robots.txt')).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  });

  it('is not in the public site at all, so its worker can precache none of it', () => {
    expect(existsSync(join(DIST, 'cms'))).toBe(false);
    expect(readPrecache().filter((entry) => /cms|decap/.test(entry.url))).toEqual([]);
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
