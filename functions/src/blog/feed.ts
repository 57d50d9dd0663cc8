import { site } from '../../../src/config/site';
import { FEED_PATH, FEED_TYPE, postPath, postPhotoPath } from '../../../src/shared/blog-addresses';
import { absolute, escapeMarkup } from './markup';
import { publishedAt } from '../../../src/lib/posts/model/post';
import type { StoredPost } from './stored-post';

/**
 * The blog as an RSS 2.0 feed. RSS rather than Atom: the e-mail services that turn a feed into a
 * newsletter (RSS-to-email) and the simplest readers document RSS first, and every Atom reader reads
 * it too. Each item carries its cover as Media RSS (`media:content`), which those services show;
 * RSS's own `enclosure` would need the photo's byte count, one more read per post.
 */
export const BLOG_TITLE = `${site.name}: Blog`;
export const BLOG_DESCRIPTION = 'News and updates from our programs.';

const element = (name: string, text: string): string => `<${name}>${escapeMarkup(text)}</${name}>`;

function item(post: StoredPost, origin: string): string {
  const link = absolute(postPath(post.id), origin);
  const cover = post.cover
    ? `<media:content url="${escapeMarkup(absolute(postPhotoPath(post.cover.id), origin))}" medium="image" width="${post.cover.width}" height="${post.cover.height}">${element('media:description', post.cover.description)}</media:content>`
    : '';
  return [
    '<item>',
    element('title', post.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
    element('pubDate', publishedAt(post).toUTCString()),
    element('description', post.summary),
    cover,
    '</item>',
  ].join('');
}

/** `posts` newest first; `origin` the site's (src/config/site.ts), so every link is absolute. */
export function renderFeed(posts: readonly StoredPost[], origin: string): string {
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    element('title', BLOG_TITLE),
    element('link', absolute('/blog', origin)),
    element('description', BLOG_DESCRIPTION),
    element('language', site.locale),
    `<atom:link href="${escapeMarkup(absolute(FEED_PATH, origin))}" rel="self" type="${FEED_TYPE}"/>`,
    newest ? element('lastBuildDate', publishedAt(newest).toUTCString()) : '',
    ...posts.map((post) => item(post, origin)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
