/** A video the worker keeps for offline viewing, with a content hash so a replaced file is fetched again. */
export interface OfflineVideo {
  /** Site-absolute path: /videos/story1.mp4 */
  url: string;
  revision: string;
}

// Written by vite.config.ts (`define`) from the content's media manifest at build time.
declare const __OFFLINE_VIDEOS__: readonly OfflineVideo[];

export const OFFLINE_VIDEOS: readonly OfflineVideo[] = __OFFLINE_VIDEOS__;
