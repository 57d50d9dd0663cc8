import {
  CACHE_NAMES,
  isOfflineSaveList,
  OFFLINE_SAVE_PATH,
  REVISION_HEADER,
  type OfflineSaveFile,
} from '../../shared/sw-contract';

export interface SaveProgress {
  done: number;
  total: number;
}

/** Why a save stopped, as the visitor should hear it. */
export class SaveStopped extends Error {}

export async function fetchSaveList(): Promise<OfflineSaveFile[]> {
  const response = await fetch(OFFLINE_SAVE_PATH, { cache: 'no-cache' });
  const list: unknown = response.ok ? await response.json() : null;
  if (!isOfflineSaveList(list)) throw new SaveStopped('The list of files to save could not be read. Try again later.');
  return list;
}

/** The files of the list this device already holds at their current revision. */
async function alreadySaved(file: OfflineSaveFile): Promise<boolean> {
  const cached = await (await caches.open(CACHE_NAMES.saved)).match(file.url);
  return cached?.headers.get(REVISION_HEADER) === file.revision;
}

/** Bytes still to download: what a resumed save costs, for the space check. */
export async function bytesMissing(files: readonly OfflineSaveFile[]): Promise<number> {
  let missing = 0;
  for (const file of files) if (!(await alreadySaved(file))) missing += file.bytes;
  return missing;
}

async function download(file: OfflineSaveFile, signal: AbortSignal, onBytes: (bytes: number) => void): Promise<Blob> {
  const response = await fetch(file.url, { signal, cache: 'no-cache' });
  if (response.status !== 200 || !response.body) throw new SaveStopped(`${file.url} could not be downloaded.`);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

/**
 * Saves every file of the list into the saved-for-offline cache, one at a time, skipping those already
 * saved: a save cut short (Cancel, a lost connection) resumes without downloading a finished file
 * again. A full device stops the save at once, never retrying the same file.
 */
export async function saveFiles(
  files: readonly OfflineSaveFile[],
  signal: AbortSignal,
  onProgress: (progress: SaveProgress) => void,
): Promise<void> {
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  let done = 0;
  for (const file of files) {
    if (await alreadySaved(file)) {
      done += file.bytes;
      onProgress({ done, total });
      continue;
    }
    const before = done;
    const blob = await download(file, signal, (bytes) => {
      done += bytes;
      onProgress({ done: Math.min(done, total), total });
    });
    const headers = new Headers({ 'Content-Type': blob.type, 'Content-Length': String(blob.size) });
    headers.set(REVISION_HEADER, file.revision);
    try {
      await (await caches.open(CACHE_NAMES.saved)).put(file.url, new Response(blob, { status: 200, headers }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'QuotaExceededError') {
        throw new SaveStopped('This device has no more room for offline files. Free some space and try again.');
      }
      throw error;
    }
    done = before + file.bytes;
    onProgress({ done, total });
  }
}

/** Space this site's saved files use on the device, for the done message. */
export async function savedBytes(files: readonly OfflineSaveFile[]): Promise<number> {
  let bytes = 0;
  for (const file of files) if (await alreadySaved(file)) bytes += file.bytes;
  return bytes;
}
