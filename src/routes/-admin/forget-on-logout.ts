import { waitingPostCount, waitingWrites } from '../../features/blog/admin/waiting-writes';
import { forgetDraft } from '../../features/blog/admin/post-draft-storage';
import { forgetAllOutcomes } from '../../lib/pwa/outbox-bridge';

/** Nothing personal stays on a shared phone; waiting messages and posts stay (confirmLogout asks first). */
export function forgetPersonalDataOnThisDevice(): void {
  forgetDraft();
  forgetAllOutcomes();
}

/** Logging out stops (not loses) waiting writes. The browser's confirm: no download, screen readers know it. */
export function confirmLogout(): boolean {
  const count = waitingPostCount(waitingWrites());
  if (count === 0) return true;
  const posts = count === 1 ? '1 post is' : `${String(count)} posts are`;
  const them = count === 1 ? 'it' : 'them';
  return window.confirm(
    `${posts} still waiting for a connection. If you log out now, this phone keeps ${them}, but sends ${them} only when you log in here again with this account. Log out anyway?`,
  );
}
