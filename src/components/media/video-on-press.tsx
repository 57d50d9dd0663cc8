import { useState, useTransition } from 'react';
import type { VideoAsset } from '../../content/types';
import { needsScript, onlyWithoutScript } from '../../lib/early-presses/no-script';
import { PlayIcon } from './media-icons';
import { ResponsiveImage } from './responsive-image';
import classes from './video-on-press.module.css';
import { VideoPlayer } from './video-player';

interface Props {
  video: VideoAsset;
  /** The poster's `sizes` attribute. */
  sizes: string;
  /** The poster is the page's largest picture above the fold (a story page): loaded at once, first. */
  priority?: boolean;
}

/**
 * A video that becomes a player when the visitor presses Play: until then its poster with a play
 * button over it. /impact has thirteen story videos, and thirteen <video controls> made the
 * browser build thirteen sets of native controls while the page loaded: measured on the emulated
 * phone, about half of the page's style work and paint and a third of its parsing, for videos most
 * visitors never play. The player comes in the same place and size, plays at once and takes the
 * focus. Without JavaScript the button is a link to the file, which the browser plays itself; a
 * press before the app has arrived is pressed again when it has (src/lib/early-presses).
 *
 * Building the player is a transition: the press is answered at the next paint (the button shows it
 * was pressed) and the player comes right after. In one urgent update, the player's building held that
 * paint back by about 400 ms on the calibrated phone (INP, `npm run bench`).
 */
export function VideoOnPress({ video, sizes, priority = false }: Props) {
  const [asked, setAsked] = useState(false);
  const [starting, startTransition] = useTransition();
  if (asked) return <VideoPlayer video={video} posterLoading="eager" playAtOnce />;
  const label = `Play ${video.title}`;
  return (
    <div className={classes.facade}>
      <ResponsiveImage
        image={video.poster}
        sizes={sizes}
        priority={priority}
        whenNear={!priority}
        className={classes.poster}
      />
      <button
        type="button"
        className={classes.play}
        aria-label={label}
        aria-busy={starting}
        onClick={() => startTransition(() => setAsked(true))}
        {...needsScript}
      >
        <PlayIcon size={32} />
      </button>
      <a className={classes.play} href={video.src} aria-label={label} {...onlyWithoutScript}>
        <PlayIcon size={32} />
      </a>
    </div>
  );
}
