import { useEffect, useId, useRef, useState } from 'react';
import type { VideoAsset } from '../../content/types';
import { Button } from '../ui/button';
import type { ButtonLook } from '../ui/button-class';
import { CloseIcon, PlayIcon } from './media-icons';
import classes from './video-modal.module.css';
import { VideoPlayer } from './video-player';

interface Props {
  video: VideoAsset;
  /** The button's text, also the dialog's title, e.g. "Watch Our Story". */
  label: string;
  variant?: ButtonLook['variant'];
  size?: ButtonLook['size'];
}

function playQuietly(player: HTMLVideoElement): void {
  player.play().catch((error: unknown) => {
    // A browser that refuses autoplay still shows the controls; only real failures are worth logging.
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return;
    console.error(`Video failed to play: ${player.currentSrc}`, error);
  });
}

/**
 * A button that plays a video in a modal. The native <dialog> (showModal) traps focus, closes on
 * Escape and gives focus back to the button, with none of a modal library's weight. The player
 * exists only while the dialog is open, so Home loads neither the poster nor the video before it.
 */
export function VideoModal({ video, label, variant = 'white', size = 'md' }: Props) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const playerRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || dialog === null) return;
    if (!dialog.open) dialog.showModal();
    if (playerRef.current !== null) playQuietly(playerRef.current);
  }, [open]);

  // Escape, the close button and a click on the backdrop all end here.
  const onClose = () => {
    const player = playerRef.current;
    if (player !== null) {
      player.pause();
      player.currentTime = 0;
    }
    setOpen(false);
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={classes.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <PlayIcon size={18} />
        {label}
      </Button>
      <dialog
        ref={dialogRef}
        className={classes.dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {open && (
          <div className={classes.body}>
            <div className={classes.header}>
              <h2 id={titleId} className={classes.title}>
                {label}
              </h2>
              <button
                type="button"
                className={classes.close}
                onClick={() => dialogRef.current?.close()}
                aria-label="Close video"
                autoFocus
              >
                <CloseIcon />
              </button>
            </div>
            <VideoPlayer video={video} ref={playerRef} />
          </div>
        )}
      </dialog>
    </>
  );
}
