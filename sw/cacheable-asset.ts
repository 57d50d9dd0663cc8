import type { WorkboxPlugin } from 'workbox-core/types';
import { MEDIA_PATHS } from '../src/shared/sw-contract';

/**
 * What the worker may keep. A missing picture, video or script must never be stored as if it were
 * one: an error page (any non-2xx) or an HTML page where a file was asked for (a host that answers
 * every unknown path with the app shell, a captive portal's login page) would then be served from
 * the cache for as long as the cache lives. Pure (no worker globals), so it is tested directly.
 */

const SCRIPT_OR_STYLE = /\.(?:m?js|css)$/i;

/** Pictures, videos, scripts and style sheets: answers that are never an HTML page. */
export function expectsFile(url: URL): boolean {
  const { pathname } = url;
  return (
    pathname.startsWith(MEDIA_PATHS.images) || pathname.startsWith(MEDIA_PATHS.videos) || SCRIPT_OR_STYLE.test(pathname)
  );
}

const isHtml = (response: Response): boolean =>
  (response.headers.get('Content-Type') ?? '').toLowerCase().includes('text/html');

/** Whether an answer to `url` may be stored: a success, and not an HTML page standing in for a file. */
export function isCacheableAnswer(url: URL, response: Response): boolean {
  if (response.status < 200 || response.status >= 300) return false;
  return !(expectsFile(url) && isHtml(response));
}

/**
 * For every strategy and the precache. Refusing an answer during the precache's install fails the
 * install, so a deploy whose script comes back as a page never replaces a working version.
 */
export const cacheableAssetPlugin: WorkboxPlugin = {
  cacheWillUpdate: ({ request, response }) =>
    Promise.resolve(isCacheableAnswer(new URL(request.url), response) ? response : null),
};
