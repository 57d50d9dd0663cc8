import { useEffect, useId, useRef } from 'react';
import type { VideoAsset } from '../../content/types';
import { Button } from '../ui/button';
import { CloseIcon, PlayIcon } from './media-icons';
import classes from './video-modal.module.css';
import { playQuietly, VideoPlayer } from './video-player';

interface Props {
  video: VideoAsset;
  /** The button's text, also the dialog's title. */
  label: string;
}

/** A native <dialog> opened by an invoker command, so it works before the app arrives (see src/lib/early-presses). */
export function VideoModal({ video, label }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const playerRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const dialogId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const onToggle = (): void => {
      const player = playerRef.current;
      if (player === null) return;
      if (dialog.open) playQuietly(player);
      else {
        player.pause();
        player.currentTime = 0;
      }
    };
    // `toggle` on <dialog> is recent (Chrome 132); `close` covers closing everywhere else.
    const types = ['toggle', 'close'] as const;
    for (const type of types) dialog.addEventListener(type, onToggle);
    return () => types.forEach((type) => dialog.removeEventListener(type, onToggle));
  }, []);

  return (
    <>
      <Button
        variant="outline-white"
        size="md"
        className={classes.trigger}
        command="show-modal"
        commandfor={dialogId}
        aria-haspopup="dialog"
        // Browsers without `toggle` on <dialog>: the command has opened it by the next task.
        onClick={() =>
          setTimeout(() => {
            if (dialogRef.current?.open && playerRef.current?.paused) playQuietly(playerRef.current);
          }, 0)
        }
      >
        <PlayIcon size={18} />
        {label}
      </Button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={classes.dialog}
        aria-labelledby={titleId}
        closedby="any"
        onClick={(event) => {
          // A tap on the backdrop, where `closedby` is not supported yet.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={classes.body}>
          <div className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              {label}
            </h2>
            <button
              type="button"
              className={classes.close}
              command="close"
              commandfor={dialogId}
              aria-label="Close video"
            >
              <CloseIcon />
            </button>
          </div>
          <VideoPlayer video={video} ref={playerRef} />
        </div>
      </dialog>
    </>
  );
}
