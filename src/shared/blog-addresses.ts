/** The blog's server-made addresses, shared by the pages that link to them and functions/src/blog. */

/** At both addresses feed readers try. */
export const FEED_PATH = '/blog/feed.xml';
export const FEED_PATHS: readonly string[] = [FEED_PATH, '/feed.xml'];
export const FEED_TYPE = 'application/rss+xml';
export const FEED_POST_COUNT = 20;

/** The posts' sitemap, beside the build's static /sitemap.xml; robots.txt names both. */
export const POSTS_SITEMAP_PATH = '/sitemap-posts.xml';

/** The photos are Firestore documents. */
export const POST_PHOTO_PREFIX = '/blog/photos/';
export const postPhotoPath = (photoId: string): string => `${POST_PHOTO_PREFIX}${encodeURIComponent(photoId)}`;

export const postPath = (postId: string): string => `/blog/${encodeURIComponent(postId)}`;

export const FEED_LINK = { rel: 'alternate', type: FEED_TYPE, href: FEED_PATH, title: 'Blog (RSS feed)' } as const;
