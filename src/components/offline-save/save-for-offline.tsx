import { useEffect, useId } from 'react';
import { useHydrated } from '../use-hydrated';
import { formatSize, optionalDownloadsRefused } from './data-plan';
import { SaveProgressRow } from './save-progress-row';
import { cancelSave, checkSavedFilesKept, SAVE_BYTES, saveStatusText, startSave, useSaveState } from './save-state';
import classes from './save-for-offline.module.css';

const SIZE = formatSize(SAVE_BYTES);

/** The status line is a live region only in the control that started the save, so its end is announced once. */
export function SaveForOffline() {
  const hydrated = useHydrated();
  const state = useSaveState();
  const labelId = useId();
  useEffect(() => {
    if ('caches' in window) void checkSavedFilesKept();
  }, []);
  if (!hydrated || !('caches' in window)) return null;
  const refused = optionalDownloadsRefused();
  const startedHere = state.kind === 'ready' || state.kind === 'missing' || state.by === labelId;

  return (
    <div className={classes.box}>
      <p className={classes.note} id={labelId}>
        Save pictures and videos for offline: {SIZE}
      </p>
      {state.kind === 'saving' ? (
        <SaveProgressRow
          progress={state.progress}
          onCancel={cancelSave}
          className={classes.row}
          buttonClassName={classes.button}
          progressClassName={classes.progress}
        />
      ) : (
        <div className={classes.row}>
          <button
            type="button"
            className={classes.button}
            aria-describedby={labelId}
            disabled={refused !== null}
            onClick={() => void startSave(labelId)}
          >
            Save for offline
          </button>
        </div>
      )}
      <p className={classes.note} role={startedHere ? 'status' : undefined}>
        {saveStatusText(state, refused)}
      </p>
    </div>
  );
}
