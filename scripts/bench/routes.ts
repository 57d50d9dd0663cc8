import { SEED_POSTS } from '../stack/seed-data';

/** The newest, which the blog list shows first. */
const newestPost = SEED_POSTS.reduce((newest, post) => (post.createdAt > newest.createdAt ? post : newest));

export const BENCH_POST_PATH = `/blog/${newestPost.id}`;

/** Every public route of issue 7, in table order. */
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
