import { waitingPostCount, waitingWrites } from '../../features/blog/admin/waiting-writes';

function logoutWithWaitingPostsText(count: number): string {
  const posts = count === 1 ? '1 post is' : `${String(count)} posts are`;
  const them = count === 1 ? 'it' : 'them';
  return `${posts} still waiting for a connection. If you log out now, this phone keeps ${them}, but sends ${them} only when you log in here again with this account. Log out anyway?`;
}

/** Logging out stops (not loses) waiting writes. The browser's confirm: no download, screen readers know it. */
export function confirmLogout(): boolean {
  const count = waitingPostCount(waitingWrites());
  return count === 0 || window.confirm(logoutWithWaitingPostsText(count));
}
