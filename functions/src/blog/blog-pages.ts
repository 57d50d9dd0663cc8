import { site } from '../../../src/config/site';
import { servedPostsScript, type ServedPostsData } from '../../../src/features/blog/read/served-posts';
import type { Post } from '../../../src/lib/posts/model/post';
import { FEED_LINK, postPath, postPhotoPath } from '../../../src/shared/blog-addresses';
import { absolute, escapeMarkup } from './markup';
import type { SiteFiles } from './site-files';
import { publishedAt, type StoredPost } from './stored-post';

/**
 * The blog's pages with their posts in them, rendered by the app's own routes and components
 * (src/entry-server.tsx) into the pages the build made for them: readable without JavaScript and
 * in Opera Mini, and adopted by the app as they are, since the page carries the same posts for its
 * first render (src/features/blog/read/served-posts.ts).
 */

const TITLE = /<title>[^<]*<\/title>/;
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';
/** The narrowest picture link previews show large. */
const PREVIEW_MIN_WIDTH = 300;

const meta = (key: 'name' | 'property', name: string, content: string): string =>
  `<meta ${key}="${name}" content="${escapeMarkup(content)}">`;

const pageTitle = (title: string): string => `${title} | ${site.name}`;

/** The post's title, description, canonical address, Open Graph article and Twitter card. */
export function postHead(post: StoredPost, origin: string): string {
  const url = absolute(postPath(post.id), origin);
  // WhatsApp's and Facebook's previews want a picture at least 300 px wide (and under 300 KB, which
  // every photo the studio stores is: src/features/blog/images/photo-limits.ts).
  const image =
    post.cover && post.cover.width >= PREVIEW_MIN_WIDTH
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

function withHead(page: string, head: string): string {
  if (!TITLE.test(page)) throw new Error('The page has no <title> to replace.');
  return page.replace(TITLE, () => head);
}

/**
 * The page with `body` in its #root, and beside it the posts it was rendered with. #root is the
 * body's last element (the build's index.html has nothing after it).
 */
function withRoot(page: string, body: string, served: ServedPostsData): string {
  const start = page.indexOf(ROOT_OPEN);
  const end = page.lastIndexOf(ROOT_CLOSE, page.lastIndexOf('</body>'));
  if (start === -1 || end < start) throw new Error('The page has no #root to render into.');
  return (
    page.slice(0, start + ROOT_OPEN.length) +
    body +
    ROOT_CLOSE +
    servedPostsScript(served) +
    page.slice(end + ROOT_CLOSE.length)
  );
}

/** The post as the app knows it: without the function's own fields. */
const asPost = ({ id, title, summary, content, createdAt, cover }: StoredPost): Post => ({
  id,
  title,
  summary,
  content,
  createdAt,
  ...(cover ? { cover } : {}),
});

/** A post's page; for an id no post has, the app's "Post not found", which search engines are told not to list. */
export async function renderPostPage(
  site: SiteFiles,
  id: string,
  post: StoredPost | null,
  origin: string,
): Promise<string> {
  const served: ServedPostsData = { post: { id, value: post && asPost(post) } };
  const { body } = await site.renderRoute(postPath(id), served);
  const head = post
    ? postHead(post, origin)
    : `<title>${escapeMarkup(pageTitle('Post not found'))}</title><meta name="robots" content="noindex">`;
  return withRoot(withHead(site.postShell, head), body, served);
}

/** /blog with its newest posts (the build's page keeps its own head). */
export async function renderBlogPage(site: SiteFiles, newest: StoredPost[]): Promise<string> {
  const served: ServedPostsData = { newest: newest.map(asPost) };
  const { body } = await site.renderRoute('/blog', served);
  return withRoot(site.blogPage, body, served);
}
