import { useId, useRef, useState } from 'react';
import { useHydrated } from '../../components/use-hydrated';
import { formatSize, optionalDownloadsRefused } from './data-plan';
import { bytesMissing, fetchSaveList, savedBytes, saveFiles, SaveStopped, type SaveProgress } from './save-files';
import classes from './save-for-offline.module.css';

declare const __OFFLINE_SAVE_BYTES__: number;

type State =
  | { kind: 'ready' }
  | { kind: 'saving'; progress: SaveProgress }
  | { kind: 'done'; bytes: number }
  | { kind: 'stopped'; message: string };

const SIZE = formatSize(__OFFLINE_SAVE_BYTES__);

async function roomFor(bytes: number): Promise<string | null> {
  if (!('storage' in navigator)) return null;
  const { quota, usage } = await navigator.storage.estimate();
  if (quota === undefined || usage === undefined || quota - usage >= bytes) return null;
  return `This device has room for ${formatSize(Math.max(0, quota - usage))}, and saving needs ${formatSize(bytes)}. Free some space and try again.`;
}

/**
 * "Save for offline": pictures and videos downloaded only when the visitor asks, with the size
 * said first, a progress bar, Cancel, and a save that resumes where it stopped. Shown once the app
 * runs (it needs it), never when the visitor's browser asks to save data or the connection is 2G.
 */
export function SaveForOffline() {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'ready' });
  const abort = useRef<AbortController | null>(null);
  const labelId = useId();
  if (!hydrated || !('caches' in window)) return null;
  const refused = optionalDownloadsRefused();

  const start = async (): Promise<void> => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'saving', progress: { done: 0, total: __OFFLINE_SAVE_BYTES__ } });
    try {
      const files = await fetchSaveList();
      const noRoom = await roomFor(await bytesMissing(files));
      if (noRoom) throw new SaveStopped(noRoom);
      // Saved files should outlive the browser's clean-ups when space runs low.
      if ('storage' in navigator) await navigator.storage.persist().catch(() => false);
      await saveFiles(files, controller.signal, (progress) => setState({ kind: 'saving', progress }));
      setState({ kind: 'done', bytes: await savedBytes(files) });
    } catch (error) {
      const message = controller.signal.aborted
        ? 'Saving was cancelled. Press Save for offline to continue where it stopped.'
        : error instanceof SaveStopped
          ? error.message
          : 'The connection was lost. Press Save for offline again to continue where it stopped.';
      setState({ kind: 'stopped', message });
    } finally {
      abort.current = null;
    }
  };

  return (
    <div className={classes.box}>
      <p className={classes.note} id={labelId}>
        Save pictures and videos for offline: {SIZE}
      </p>
      {state.kind === 'saving' ? (
        <div className={classes.row}>
          <progress
            className={classes.progress}
            aria-label="Saving for offline"
            max={state.progress.total}
            value={state.progress.done}
          />
          <span>
            {formatSize(state.progress.done)} of {formatSize(state.progress.total)}
          </span>
          <button type="button" className={classes.button} onClick={() => abort.current?.abort()}>
            Cancel
          </button>
        </div>
      ) : (
        <div className={classes.row}>
          <button
            type="button"
            className={classes.button}
            aria-describedby={labelId}
            disabled={refused !== null}
            onClick={() => void start()}
          >
            Save for offline
          </button>
        </div>
      )}
      <p className={classes.note} role="status">
        {refused ??
          (state.kind === 'done'
            ? `Saved for offline. Pictures and videos use ${formatSize(state.bytes)} on this device.`
            : state.kind === 'stopped'
              ? state.message
              : '')}
      </p>
    </div>
  );
}
