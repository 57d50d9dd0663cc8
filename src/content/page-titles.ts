/**
 * Titles and descriptions of the public pages, from content/pages.json (Home's from site.ts), for
 * src/lib/page-head.ts. Route `head` functions are in every page's first download, so this imports no
 * page content: heads that need a program or story load it when they run (src/routes/programs/$programId.tsx).
 */
import pagesFile from '../../content/pages.json' with { type: 'json' };
import { site } from '../config/site';
import type { Program } from './programs';
import type { ContentFile } from './schemas';
import type { Story } from './stories';

/** `title` is the page's own, without the site name. */
export type PageMeta = (typeof data)[keyof (typeof data)];

export type StaticPublicPath = '/' | keyof (typeof data);

const data: ContentFile<'content/pages.json'> = pagesFile;

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
