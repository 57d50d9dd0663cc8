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

/** Why a save stopped, in the visitor's words. */
export class SaveStopped extends Error {}

export async function fetchSaveList(): Promise<OfflineSaveFile[]> {
  const response = await fetch(OFFLINE_SAVE_PATH, { cache: 'no-cache' });
  const list: unknown = response.ok ? await response.json() : null;
  if (!isOfflineSaveList(list)) throw new SaveStopped('The list of files to save could not be read. Try again later.');
  return list;
}

async function alreadySaved(file: OfflineSaveFile): Promise<boolean> {
  const cached = await (await caches.open(CACHE_NAMES.saved)).match(file.url);
  return cached?.headers.get(REVISION_HEADER) === file.revision;
}

/** Bytes of the files this device holds, or (`saved` false) still has to download. */
export async function savedBytes(files: readonly OfflineSaveFile[], saved = true): Promise<number> {
  let bytes = 0;
  for (const file of files) if ((await alreadySaved(file)) === saved) bytes += file.bytes;
  return bytes;
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

/** Saves the files one at a time, skipping those already saved, so a save cut short resumes. */
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
