/**
 * The blog's server-made addresses (functions/src/blog answers them behind firebase.json's rewrites):
 * shared by the pages that link to them and the function that serves them, so neither renames alone.
 */

/** The RSS 2.0 feed of the newest posts, at both addresses feed readers try. */
export const FEED_PATH = '/blog/feed.xml';
export const FEED_PATHS: readonly string[] = [FEED_PATH, '/feed.xml'];
export const FEED_TYPE = 'application/rss+xml';
/** How many posts the feed lists: the newest. */
export const FEED_POST_COUNT = 20;

/** The posts' sitemap, beside the build's static /sitemap.xml; robots.txt names both. */
export const POSTS_SITEMAP_PATH = '/sitemap-posts.xml';

/** A post's photo as an image, `/blog/photos/{photo id}` (the photos are Firestore documents). */
export const POST_PHOTO_PREFIX = '/blog/photos/';
export const postPhotoPath = (photoId: string): string => `${POST_PHOTO_PREFIX}${encodeURIComponent(photoId)}`;

/** A post's page. */
export const postPath = (postId: string): string => `/blog/${encodeURIComponent(postId)}`;

/** The `<link rel="alternate">` that points feed readers at the feed from the blog's pages. */
export const FEED_LINK = { rel: 'alternate', type: FEED_TYPE, href: FEED_PATH, title: 'Blog (RSS feed)' } as const;
