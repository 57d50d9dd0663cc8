import type { AuthStore } from './features/auth/auth-store';

/** What every route can reach through `context`: no globals. */
export interface RouterContext {
  auth: AuthStore;
}
