import { formatSize } from './data-plan';
import type { SaveProgress } from './save-files';

interface Props {
  progress: SaveProgress;
  onCancel: () => void;
  className?: string | undefined;
  buttonClassName?: string | undefined;
  progressClassName?: string | undefined;
}

export function SaveProgressRow({ progress, onCancel, className, buttonClassName, progressClassName }: Props) {
  return (
    // Not read out as it changes, inside a live region too (the installed app's offer): the bar says it.
    <div className={className} aria-live="off">
      <progress
        className={progressClassName}
        aria-label="Saving for offline"
        max={progress.total}
        value={progress.done}
      />
      <span>
        {formatSize(progress.done)} of {formatSize(progress.total)}
      </span>
      <button type="button" className={buttonClassName} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
