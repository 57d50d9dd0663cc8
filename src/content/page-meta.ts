/** For build scripts and tests: titles and the sitemap's paths. Routes import page-titles.ts, which stays small. */
import { pageMeta, type StaticPublicPath } from './page-titles';
import { PROGRAM_IDS } from './programs';
import { stories } from './stories';

export { pageMeta, type StaticPublicPath } from './page-titles';

// The thank-you page is reached only after giving, so search engines should not list it.
const UNLISTED: ReadonlySet<StaticPublicPath> = new Set(['/donate/success']);

export function sitemapPaths(): string[] {
  const staticPaths = (Object.keys(pageMeta) as StaticPublicPath[]).filter((path) => !UNLISTED.has(path));
  return [
    ...staticPaths,
    ...PROGRAM_IDS.map((id) => `/programs/${id}`),
    ...stories.map((story) => `/impact/story/${story.id}`),
  ];
}
