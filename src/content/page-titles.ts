/**
 * Titles and meta descriptions of the public pages, from content/pages.json (Home's are the site's
 * tagline and description, in site.ts). Routes pass them to `pageHead`
 * (src/lib/page-head.ts), which adds the site name, Open Graph tags and the canonical URL.
 *
 * Route `head` functions are part of every page's first download (the router does not split them
 * out), so this module stays small and imports no page content: heads that need a program or a
 * story load its module when they run (see src/routes/programs/$programId.tsx). The sitemap's list
 * of paths, which needs every program and story, is in page-meta.ts.
 */
import pagesFile from '../../content/pages.json' with { type: 'json' };
import { site } from '../config/site';
import type { Program } from './programs';
import type { PagesFile } from './schemas';
import type { Story } from './stories';

/** `title` is the page's own, without the site name. */
export type PageMeta = PagesFile[keyof PagesFile];

/** Home's head is the site's own (site.ts); every other page's is in content/pages.json. */
export type StaticPublicPath = '/' | keyof PagesFile;

// The build has checked the file against its schema (scripts/content/check-content.ts); the type
// annotation checks here that the schema's type fits the file as it is.
const data: PagesFile = pagesFile;

export const pageMeta: Record<StaticPublicPath, PageMeta> = {
  // pageHead prints "<site name> | <title>" on Home, so the tagline reads better than "Home".
  '/': { title: site.tagline, description: site.description },
  ...data,
};

export function programMeta(program: Pick<Program, 'title' | 'summary'>): PageMeta {
  return { title: program.title, description: program.summary };
}

export function storyMeta(story: Pick<Story, 'title' | 'role' | 'story'>): PageMeta {
  return { title: `${story.title}: ${story.role}`, description: firstSentence(story.story) };
}

function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  return end === -1 ? text : text.slice(0, end + 1);
}
