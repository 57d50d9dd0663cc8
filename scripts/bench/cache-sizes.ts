import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { offlineSaveList } from '../build/pwa-precache';
import { shownPath } from '../stack/repo-paths';
import { StackError } from '../stack/stack-error';
import { compressedSize, DIST, fileSize, readPrecache } from '../../tests/build/built-site';

export type CacheSizes = ReturnType<typeof measureCaches>;

const sitePath = (url: string): string => url.replace(/^\//, '');

export function measureCaches() {
  const missing = ['index.html', 'sw.js'].filter((file) => !existsSync(join(DIST, file)));
  if (missing.length > 0) {
    throw new StackError(
      `${shownPath(DIST)}/ has no complete build (${missing.join(' and ')} missing): \`npm run bench\` builds before it measures.`,
    );
  }
  const precache = readPrecache();
  const saveList = offlineSaveList(DIST);
  const videos = saveList.filter((file) => file.url.endsWith('.mp4'));
  return {
    // Brotli sizes, as the precache budget counts them.
    precacheBytes: precache.reduce((sum, entry) => sum + compressedSize(sitePath(entry.url)), 0),
    precacheFiles: precache.length,
    // Save for offline's videos, and all it downloads (dist/offline-save.json).
    videoCacheBytes: videos.reduce((sum, video) => sum + fileSize(sitePath(video.url)), 0),
    videoFiles: videos.length,
    offlineSaveBytes: saveList.reduce((sum, file) => sum + file.bytes, 0),
    offlineSaveFiles: saveList.length,
  };
}
