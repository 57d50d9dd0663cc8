import { createAtom } from '@tanstack/store';
import { useStoreValue } from '../../lib/use-store-value';
import { CACHE_NAMES } from '../../shared/sw-contract';
import { formatSize } from './data-plan';
import { fetchSaveList, savedBytes, saveFiles, SaveStopped, type SaveProgress } from './save-files';

declare const __OFFLINE_SAVE_BYTES__: number;

/** What a full save downloads, as the build listed it. */
export const SAVE_BYTES: number = __OFFLINE_SAVE_BYTES__;

/** `by`: which control started the save, so only that one announces how it ended. */
type SaveState =
  | { kind: 'ready' }
  | { kind: 'missing' }
  | { kind: 'saving'; by: string; progress: SaveProgress }
  | { kind: 'done'; by: string; bytes: number }
  | { kind: 'stopped'; by: string; message: string };

const READY: SaveState = { kind: 'ready' };

/** One save for the whole page, whichever control started it: a second press never starts a second download. */
const saveStore = createAtom<SaveState>(READY);
let abort: AbortController | null = null;

/** A prerendered page shows no save under way. */
export const useSaveState = (): SaveState => useStoreValue(saveStore, READY);

async function roomFor(bytes: number): Promise<string | null> {
  if (!('storage' in navigator)) return null;
  const { quota, usage } = await navigator.storage.estimate();
  if (quota === undefined || usage === undefined || quota - usage >= bytes) return null;
  return `This device has room for ${formatSize(Math.max(0, quota - usage))}, and saving needs ${formatSize(bytes)}. Free some space and try again.`;
}

/** How many files the last finished save left in the saved cache, remembered across visits. */
const SAVED_COUNT_KEY = 'hhm-offline-saved-files';

function savedCountRemembered(): number {
  try {
    return Number(localStorage.getItem(SAVED_COUNT_KEY)) || 0;
  } catch {
    // Storage switched off: no earlier save is known, so none can be missed.
    return 0;
  }
}

function rememberSavedCount(count: number): void {
  try {
    localStorage.setItem(SAVED_COUNT_KEY, String(count));
  } catch {
    // A later eviction then goes unannounced; the button is still there.
  }
}

/** On a later visit, says if a finished save's files are gone: the browser may evict them, persist() or not. */
export async function checkSavedFilesKept(): Promise<void> {
  const count = savedCountRemembered();
  if (count === 0 || saveStore.get().kind !== 'ready') return;
  const kept = (await (await caches.open(CACHE_NAMES.saved)).keys()).length;
  // A save may have started while the cache was read.
  if (kept < count && saveStore.get().kind === 'ready') saveStore.set({ kind: 'missing' });
}

export async function startSave(by: string): Promise<void> {
  if (abort) return;
  const controller = new AbortController();
  abort = controller;
  saveStore.set({ kind: 'saving', by, progress: { done: 0, total: SAVE_BYTES } });
  try {
    const files = await fetchSaveList();
    const noRoom = await roomFor(await savedBytes(files, false));
    if (noRoom) throw new SaveStopped(noRoom);
    // Saved files should outlive the browser's clean-ups when space runs low.
    if ('storage' in navigator) await navigator.storage.persist().catch(() => false);
    await saveFiles(files, controller.signal, (progress) => saveStore.set({ kind: 'saving', by, progress }));
    rememberSavedCount(files.length);
    saveStore.set({ kind: 'done', by, bytes: await savedBytes(files) });
  } catch (error) {
    const message = controller.signal.aborted
      ? 'Saving was cancelled. Press Save for offline to continue where it stopped.'
      : error instanceof SaveStopped
        ? error.message
        : 'The connection was lost. Press Save for offline again to continue where it stopped.';
    saveStore.set({ kind: 'stopped', by, message });
  } finally {
    abort = null;
  }
}

export function cancelSave(): void {
  abort?.abort();
}

const SAVED_FILES_MISSING =
  'The pictures and videos you saved for offline are no longer on this device: the browser may have removed them to free space. Press Save for offline to save them again.';

export function saveStatusText(current: SaveState, refused: string | null): string {
  if (refused !== null) return refused;
  if (current.kind === 'done')
    return `Saved for offline. Pictures and videos use ${formatSize(current.bytes)} on this device.`;
  if (current.kind === 'stopped') return current.message;
  if (current.kind === 'missing') return SAVED_FILES_MISSING;
  return '';
}
