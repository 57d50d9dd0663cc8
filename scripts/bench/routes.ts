import { SEED_POSTS } from '../stack/seed-data';

/**
 * The post the benchmark opens. The seed gives posts fixed ids, so no query is needed; the newest
 * is the one the blog list shows first, so it is the one a visitor is most likely to open.
 */
const newestPost = SEED_POSTS.reduce((newest, post) => (post.createdAt > newest.createdAt ? post : newest));

export const BENCH_POST_PATH = `/blog/${newestPost.id}`;

/** Every public route of issue 7, in the order the tables list them. */
export const BENCH_ROUTES: readonly string[] = [
  '/',
  '/about',
  '/programs',
  '/programs/education',
  '/impact',
  '/impact/report',
  '/donate',
  '/contact',
  '/blog',
  BENCH_POST_PATH,
];
