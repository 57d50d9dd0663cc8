import type { WorkboxPlugin } from 'workbox-core/types';
import { MEDIA_PATHS } from '../src/shared/sw-contract';

/**
 * What the worker may keep: never an error page or an HTML page where a file was asked for (the app
 * shell for an unknown path, a captive portal's login), which the cache would then serve for its life.
 */

const SCRIPT_OR_STYLE = /\.(?:m?js|css)$/i;

const expectsFile = ({ pathname }: URL): boolean =>
  pathname.startsWith(MEDIA_PATHS.images) || pathname.startsWith(MEDIA_PATHS.videos) || SCRIPT_OR_STYLE.test(pathname);

const isHtml = (response: Response): boolean =>
  (response.headers.get('Content-Type') ?? '').toLowerCase().includes('text/html');

export function isCacheableAnswer(url: URL, response: Response): boolean {
  if (response.status < 200 || response.status >= 300) return false;
  return !(expectsFile(url) && isHtml(response));
}

/** Refusing an answer during the precache's install fails it, so a broken deploy never replaces a working version. */
export const cacheableAssetPlugin: WorkboxPlugin = {
  cacheWillUpdate: ({ request, response }) =>
    Promise.resolve(isCacheableAnswer(new URL(request.url), response) ? response : null),
};
