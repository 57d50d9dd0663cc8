import { isCacheableAnswer } from './cacheable-asset';
import type { OfflineVideo } from './video-list';

/** Stored with each cached video: which revision of the file it is. */
export const REVISION_HEADER = 'X-Offline-Revision';

/** The little of the Cache API the filler needs, so tests can hand it a map. */
export interface VideoStore {
  keys(): Promise<readonly Request[]>;
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
  delete(request: Request): Promise<boolean>;
}

export interface FillResult {
  stored: string[];
  removed: string[];
  /** Set when the filling stopped early: the network went away or a file was missing. */
  stoppedAt?: string;
}

/**
 * Brings the video cache in line with the list: drops videos no longer listed, then downloads,
 * one at a time so the visitor's own requests never wait behind several videos, each one that is
 * missing or of an older revision. A whole video file only (200): a partial answer is no copy.
 */
export async function fillVideoCache(
  store: VideoStore,
  videos: readonly OfflineVideo[],
  fetchVideo: (url: string) => Promise<Response>,
  origin: string,
): Promise<FillResult> {
  const result: FillResult = { stored: [], removed: [] };
  const listed = new Set(videos.map((video) => new URL(video.url, origin).href));
  for (const key of await store.keys()) {
    if (!listed.has(key.url) && (await store.delete(key))) result.removed.push(new URL(key.url).pathname);
  }
  for (const video of videos) {
    const cached = await store.match(video.url);
    if (cached?.headers.get(REVISION_HEADER) === video.revision) continue;
    let response: Response;
    try {
      response = await fetchVideo(video.url);
    } catch {
      // Offline again: the next idle moment tries the rest.
      return { ...result, stoppedAt: video.url };
    }
    // A whole file (200, not a 206 slice), and never an error page or the app shell in its place.
    if (response.status !== 200 || !isCacheableAnswer(new URL(video.url, origin), response)) {
      await response.body?.cancel();
      return { ...result, stoppedAt: video.url };
    }
    const headers = new Headers(response.headers);
    headers.set(REVISION_HEADER, video.revision);
    await store.put(video.url, new Response(response.body, { status: 200, statusText: response.statusText, headers }));
    result.stored.push(video.url);
  }
  return result;
}
