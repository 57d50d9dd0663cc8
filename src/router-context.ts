import type { AuthStore } from './features/auth/auth-store';
import type { ServedPosts } from './features/blog/read/served-posts';

/** What every route can reach through `context`: no globals. */
export interface RouterContext {
  auth: AuthStore;
  /** The posts the server rendered this page with (the blog's function), for the first render. */
  served: ServedPosts;
}
