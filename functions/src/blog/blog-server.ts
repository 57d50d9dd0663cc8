import {
  FEED_PATHS,
  FEED_POST_COUNT,
  FEED_TYPE,
  POSTS_SITEMAP_PATH,
  POST_PHOTO_PREFIX,
} from '../../../src/shared/blog-addresses';
import { renderFeed } from './feed';
import { renderBlogPage, renderPostPage } from './blog-pages';
import type { PostStore } from './post-store';
import { renderPostsSitemap } from './posts-sitemap';
import type { SiteFiles } from './site-files';
import { BLOG_PAGE_SIZE } from '../../../src/lib/posts/model/blog-page';

/**
 * How long Hosting's CDN and browsers keep a post's page, the feed and the posts' sitemap: a minute,
 * then the CDN may answer the old copy for five more while it fetches the new one in the background.
 * So an edit reaches readers within a minute or two, and a post shared to a busy WhatsApp group costs
 * one function run a minute, not one a reader. firebase.json repeats it for /blog/*, where Hosting's
 * own header rules would otherwise say no-cache (blog-server.test.ts keeps the two equal).
 */
export const PAGE_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
/** A photo never changes under its id (a replaced photo is a new document): kept for a year. */
export const PHOTO_CACHE = 'public, max-age=31536000, immutable';
/** An answer made while Firestore failed must not be kept by anyone. */
const NO_STORE = 'no-store';

export interface BlogRequest {
  method: string;
  /** The address's path, as Hosting forwards it (`/blog/abc`, `/feed.xml`). */
  path: string;
  /** The address's query: /blog?after=… is a page the app reads itself. */
  query?: Record<string, unknown>;
  ifNoneMatch?: string;
}

export interface BlogAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

export interface BlogDependencies {
  store: PostStore;
  /** What the site's build gave the function (site-files.ts); undefined when the site was not built. */
  site: SiteFiles | undefined;
  origin: string;
  log: { error: (message: string, error: unknown) => void };
}

const text = (status: number, body: string, headers: Record<string, string> = {}): BlogAnswer => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, ...headers },
  body,
});

/**
 * What a reader sees while Firestore fails: a page, never a blank one, saying to try again, and a
 * Retry-After for crawlers. Kept by no cache, so the next request tries Firestore again.
 */
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please try again in a minute</title></head>
<body><main><h1>Please try again in a minute</h1><p>The blog could not be reached just now. Reload this page in a minute, or <a href="/">go to the home page</a>.</p></main></body></html>
`;

const unavailable = (path: string): BlogAnswer =>
  path.endsWith('.xml')
    ? text(503, 'The blog could not be reached just now; try again in a minute.', { 'Retry-After': '60' })
    : {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE, 'Retry-After': '60' },
        body: UNAVAILABLE_PAGE,
      };

const xml = (type: string, body: string): BlogAnswer => ({
  status: 200,
  headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': PAGE_CACHE },
  body,
});

const html = (status: number, body: string): BlogAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE },
  body,
});

/** `/blog/abc%20d` → `abc d`; undefined when the path is no post's (or its encoding is broken). */
function segmentAfter(prefix: string, path: string): string | undefined {
  if (!path.startsWith(prefix)) return undefined;
  const rest = path.slice(prefix.length);
  if (rest === '' || rest.includes('/')) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

async function answer(request: BlogRequest, { store, site, origin }: BlogDependencies): Promise<BlogAnswer> {
  const { path } = request;
  if (FEED_PATHS.includes(path)) return xml(FEED_TYPE, renderFeed(await store.newest(FEED_POST_COUNT), origin));
  if (path === POSTS_SITEMAP_PATH) return xml('application/xml', renderPostsSitemap(await store.all(), origin));

  const photoId = segmentAfter(POST_PHOTO_PREFIX, path);
  if (photoId !== undefined) {
    const etag = `"${photoId.replace(/["\\]/g, '')}"`;
    if (request.ifNoneMatch === etag)
      return { status: 304, headers: { ETag: etag, 'Cache-Control': PHOTO_CACHE }, body: '' };
    const photo = await store.photo(photoId);
    if (!photo) return text(404, 'No such photo.', { 'Cache-Control': PAGE_CACHE });
    return {
      status: 200,
      headers: { 'Content-Type': photo.contentType, 'Cache-Control': PHOTO_CACHE, ETag: etag },
      body: photo.bytes,
    };
  }

  const postId = segmentAfter('/blog/', path);
  const isList = path === '/blog' || path === '/blog/';
  if (postId === undefined && !isList) return text(404, 'Not found.');
  if (site === undefined) return text(503, 'The site has not been built: its pages are missing.');
  if (postId !== undefined) {
    const post = await store.post(postId);
    return html(post ? 200 : 404, await renderPostPage(site, postId, post));
  }
  // A later page of the list (?after=, ?before=) is the build's page, which the app fills in.
  if (Object.keys(request.query ?? {}).some((key) => key === 'after' || key === 'before'))
    return html(200, site.blogPage);
  // One post more than the page shows, as the app asks: it tells whether an older page exists.
  return html(200, await renderBlogPage(site, await store.newest(BLOG_PAGE_SIZE + 1)));
}

/** The blog's server-made addresses (src/shared/blog-addresses.ts), behind Hosting's rewrites. */
export async function handleBlogRequest(request: BlogRequest, dependencies: BlogDependencies): Promise<BlogAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Only GET.', { Allow: 'GET, HEAD' });
  try {
    return await answer(request, dependencies);
  } catch (error) {
    dependencies.log.error(`Answering ${request.path} failed`, error);
    return unavailable(request.path);
  }
}
