import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILES, type ContentFilePath } from '../../src/content/schemas';
import { PAGE_SCRIPT_BYTES } from '../../scripts/build/byte-budgets';
import { sourceMapsFolderFor } from '../../scripts/build/source-maps-aside';
import { DIST, compressedSize, readDist, readViteManifest } from './built-site';
import { pageScriptBytes, pageScripts } from './page-scripts';

/**
 * What moving the content into data files (content/*.json) may not do: make a public page's first
 * visit download more JavaScript, or carry another page's texts. Two checks:
 *
 * - Each page's scripts, compressed, stay within their measured figure plus room for a patch release
 *   and the charity's edits (PAGE_SCRIPT_BYTES, scripts/build/byte-budgets.ts): a page that starts
 *   carrying a library it did not load before goes past it.
 * - Each page's scripts hold the texts of the data files the page shows, and none of the others':
 *   the pages import whole files, so one wrong import would put, say, the privacy policy into Home's
 *   first download. This part reads the files, so it holds whatever the charity writes in them.
 */

/**
 * The data files in every page's first download: the site's settings and the pages' titles (header,
 * footer, heads), and Home's files, since Home's code is part of the shell every page starts with
 * (ROUTES_IN_SHELL, scripts/build/load-phase-chunks.ts).
 */
const EVERY_PAGE: ContentFilePath[] = [
  'content/site.json',
  'content/pages.json',
  'content/home.json',
  'content/mission-vision.json',
  'content/program-cards.json',
];
const storyPath = (): string => {
  const stories = JSON.parse(readFileSync('content/stories.json', 'utf8')) as { stories: { id: string }[] };
  return `/impact/story/${stories.stories[0]?.id ?? ''}`;
};
const SHOWN: Record<string, ContentFilePath[]> = {
  '/': [],
  '/about': ['content/about.json', 'content/team.json', 'content/impact.json'],
  '/programs': ['content/programs.json'],
  '/programs/education': ['content/programs.json'],
  '/impact': ['content/impact.json', 'content/stories.json'],
  '/impact/report': ['content/report.json'],
  '/impact/story/{id}': ['content/stories.json'],
  '/contact': [],
  '/donate': ['content/donations.json'],
  '/donate/success': ['content/donations.json'],
  '/privacy': ['content/privacy.json'],
  '/terms': ['content/terms.json'],
};

/** The texts of a data file that could only have come from it: long, plain, as a bundle keeps them. */
function distinctiveTexts(path: ContentFilePath): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(path, 'utf8')));
  // Quotes, backslashes and non-ASCII letters may be escaped in a bundle; braces are filled in. The
  // paths of photos are left out: a page also names them in its tones, and every page carries Home's.
  return texts.filter(
    (text) => text.length >= 30 && /^[\x20-\x7e]+$/.test(text) && !/["'\\{}]/.test(text) && !text.startsWith('/'),
  );
}

const pages = Object.keys(SHOWN);
const budgetOf = (page: string): number => {
  const budget = PAGE_SCRIPT_BYTES[page];
  if (budget === undefined) throw new Error(`${page} has no budget in scripts/build/byte-budgets.ts.`);
  return budget;
};
/** The page's address: a story page stands for them all, the first story's. */
const address = (page: string): string => (page === '/impact/story/{id}' ? storyPath() : page);

describe("the public pages' first-visit JavaScript", () => {
  it('covers every page of the budget, and the budget every page', () => {
    expect([...pages].sort()).toEqual(Object.keys(PAGE_SCRIPT_BYTES).sort());
  });

  it.each(pages)('%s: within its budget', (page) => {
    const bytes = pageScriptBytes(address(page));
    const files = pageScripts(address(page)).join(', ');
    expect(bytes, `${page} downloads ${bytes} B of scripts: ${files}`).toBeLessThanOrEqual(budgetOf(page));
  });

  it.each(pages)('%s: would go past its budget if it also loaded a library such as Mantine', (page) => {
    // The room is for patch releases, not for a library: the admin's kit, which no public page loads.
    const mantine = Object.values(readViteManifest()).find((chunk) => chunk.name === 'mantine');
    if (!mantine) throw new Error('The build has no Mantine chunk (vite.config.ts names it).');
    expect(pageScripts(address(page))).not.toContain(mantine.file);
    expect(pageScriptBytes(address(page)) + compressedSize(mantine.file)).toBeGreaterThan(budgetOf(page));
  });

  it.each(pages)("%s: carries the texts of the data files it shows, and no other file's", (page) => {
    const path = address(page);
    const code = pageScripts(path)
      .map((file) => readDist(file))
      .join('\n');
    const shown = new Set([...EVERY_PAGE, ...(SHOWN[page] ?? [])]);
    const shownTexts = new Set([...shown].flatMap(distinctiveTexts));
    for (const file of shown) {
      const texts = distinctiveTexts(file);
      // What a page shows is in its code (prerendered HTML alone cannot hydrate).
      if (texts.length > 0 && file !== 'content/pages.json')
        expect(
          texts.some((text) => code.includes(text)),
          `${path} shows ${file}`,
        ).toBe(true);
    }
    for (const file of Object.keys(CONTENT_FILES) as ContentFilePath[]) {
      if (shown.has(file)) continue;
      const strays = distinctiveTexts(file).filter((text) => !shownTexts.has(text) && code.includes(text));
      expect(strays, `${path}'s first download carries texts of ${file}`).toEqual([]);
    }
  });

  it.each(pages)("%s: carries none of the blog's reading code (the post mirror, the REST client, idb)", (page) => {
    // A route's loader is not code-split by default: one that imports these puts them in every page's start.
    const modules = pageScripts(address(page)).flatMap((file) => {
      // Rolldown's tiny runtime chunk has no source map.
      const mapFile = join(sourceMapsFolderFor(DIST), `${file}.map`);
      return existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources : [];
    });
    expect(modules.length).toBeGreaterThan(0);
    expect(
      modules.filter((source) => /src\/lib\/posts\/(rest\/|mirror\/post-mirror)|node_modules\/idb\//.test(source)),
    ).toEqual([]);
  });
});
