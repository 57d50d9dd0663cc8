import { site } from '../../../src/config/site';
import { coverBoxStyle } from '../../../src/features/blog/components/cover-box';
import { POST_TEMPLATE_ID, TEMPLATE_POST } from '../../../src/features/blog/early-view/early-view-contract';
import { isPlainContent } from '../../../src/lib/posts/model/plain-content';
import { postParagraphs } from '../../../src/lib/posts/model/post-paragraphs';
import { dayText } from '../../../src/lib/day-format';
import { FEED_LINK, postPath, postPhotoPath } from '../../../src/shared/blog-addresses';
import { absolute, escapeMarkup } from './markup';
import { publishedAt, type StoredPost } from './stored-post';

/**
 * A post's page from the build's post shell (dist/blog/post-shell.html, the page the app opens every
 * post with): its own head, for link previews and search engines, and, for a post in plain
 * paragraphs, its article drawn into the shell exactly as the early view draws it in the browser
 * (src/features/blog/early-view), from the same template the build rendered with the app's own
 * components. So it reads with JavaScript off, and the app, which adopts the early view's markup when
 * it hydrates, adopts this too. A post written in Markdown keeps the shell's body: only the app's
 * renderer may draw Markdown (its signs must never show), and entry-server cannot yet render a post
 * from data it is given.
 */

const TITLE = /<title>[^<]*<\/title>/;
const SLOT_OPEN = /<div\b[^>]*\bdata-early-view="post"[^>]*>/;
/** The slot's content ends where the route's Suspense boundary closes, just after the slot. */
const SLOT_END = '</div><!--/$-->';
const TEMPLATE = new RegExp(
  `<template id="${POST_TEMPLATE_ID}">[\\s\\S]*?(<article\\b[\\s\\S]*<\\/article>)<\\/template>`,
);
const TEMPLATE_TIME = /<time dateTime="[^"]*">[^<]*<\/time>/;
const TEMPLATE_PARAGRAPH = new RegExp(`(<p\\b[^>]*>)${TEMPLATE_POST.content}</p>`);
const COVER_BOX = /<span\b[^>]*\bdata-post-cover=""[^>]*><span\b[^>]*><\/span><\/span>/;
const COVER_STYLE = /style="[^"]*"/;

/** Nigeria's clock (UTC+1 all year): the day a reader there sees, whatever the server's time zone. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
function dayInLagos(date: Date): string {
  const there = new Date(date.getTime() + LAGOS_OFFSET_MS);
  return dayText(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate());
}

const meta = (key: 'name' | 'property', name: string, content: string): string =>
  `<meta ${key}="${name}" content="${escapeMarkup(content)}">`;

const pageTitle = (title: string): string => `${title} | ${site.name}`;

/** The post's title, description, canonical address, Open Graph article and Twitter card. */
export function postHead(post: StoredPost, origin: string): string {
  const url = absolute(postPath(post.id), origin);
  const image = post.cover
    ? {
        src: postPhotoPath(post.cover.id),
        width: post.cover.width,
        height: post.cover.height,
        alt: post.cover.description,
      }
    : site.defaultOgImage;
  const title = pageTitle(post.title);
  return [
    `<title>${escapeMarkup(title)}</title>`,
    // Crawlers read the first description they meet: this one comes before any other.
    meta('name', 'description', post.summary),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    meta('property', 'og:title', post.title),
    meta('property', 'og:description', post.summary),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', site.locale.replace('-', '_')),
    meta('property', 'og:image', absolute(image.src, origin)),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'article:published_time', publishedAt(post).toISOString()),
    meta('property', 'article:modified_time', post.updatedAt.toISOString()),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', post.title),
    meta('name', 'twitter:description', post.summary),
    meta('name', 'twitter:image', absolute(image.src, origin)),
    meta('name', 'twitter:image:alt', image.alt),
    `<link rel="${FEED_LINK.rel}" type="${FEED_LINK.type}" title="${escapeMarkup(FEED_LINK.title)}" href="${escapeMarkup(absolute(FEED_LINK.href, origin))}">`,
  ].join('');
}

function withHead(shell: string, head: string): string {
  if (!TITLE.test(shell)) throw new Error('The post shell has no <title> to replace.');
  return shell.replace(TITLE, () => head);
}

/** The post's article from the early view's template, its texts escaped, as early-view.ts fills it. */
function article(shell: string, post: StoredPost): string {
  const template = TEMPLATE.exec(shell)?.[1];
  const paragraph = template && TEMPLATE_PARAGRAPH.exec(template);
  if (!template || !paragraph || !TEMPLATE_TIME.test(template) || !template.includes(TEMPLATE_POST.title)) {
    throw new Error('The post shell has no early view template of a post.');
  }
  const published = publishedAt(post);
  const paragraphs = postParagraphs(post.content).map((text) => `${paragraph[1]}${escapeMarkup(text)}</p>`);
  let filled = template
    .replace(TEMPLATE_PARAGRAPH, () => paragraphs.join(''))
    .replace(TEMPLATE_TIME, () => `<time dateTime="${published.toISOString()}">${dayInLagos(published)}</time>`)
    .replaceAll(TEMPLATE_POST.title, () => escapeMarkup(post.title));
  const { cover } = post;
  if (cover) {
    const { aspectRatio, maxWidth } = coverBoxStyle(cover);
    filled = filled
      .replace(COVER_BOX, (box) =>
        box.replace(COVER_STYLE, `style="aspect-ratio:${aspectRatio};max-width:${maxWidth}"`),
      )
      .replaceAll(TEMPLATE_POST.cover?.description ?? '', () => escapeMarkup(cover.description));
  } else {
    filled = filled.replace(COVER_BOX, '');
  }
  return filled;
}

function withArticle(shell: string, post: StoredPost): string {
  const open = SLOT_OPEN.exec(shell);
  const end = open ? shell.indexOf(SLOT_END, open.index + open[0].length) : -1;
  if (!open || end === -1) throw new Error('The post shell has no slot for the post.');
  const slotOpen = open[0].replace('aria-busy="true"', 'aria-busy="false"');
  return shell.slice(0, open.index) + slotOpen + article(shell, post) + shell.slice(end);
}

/** The post's page: its head always, its article when its text is plain paragraphs. */
export function renderPostPage(shell: string, post: StoredPost, origin: string): string {
  const page = withHead(shell, postHead(post, origin));
  return isPlainContent(post.content) ? withArticle(page, post) : page;
}

/** The shell for an id no post has: the app says "Post not found"; search engines are told not to list it. */
export function renderMissingPostPage(shell: string): string {
  return withHead(
    shell,
    `<title>${escapeMarkup(pageTitle('Post not found'))}</title><meta name="robots" content="noindex">`,
  );
}
