import { useState, useTransition } from 'react';
import type { VideoAsset } from '../../content/types';
import { needsScript, onlyWithoutScript } from '../../lib/early-presses/no-script';
import { PlayIcon } from './media-icons';
import { ResponsiveImage } from './responsive-image';
import classes from './video-on-press.module.css';
import { VideoPlayer } from './video-player';

interface Props {
  video: VideoAsset;
  sizes: string;
  /** The poster is the page's largest picture above the fold. */
  priority?: boolean;
}

/**
 * A poster whose play button becomes the player: a dozen <video controls> cost /impact half its style and
 * paint work. Without JavaScript it is a link to the file. A transition, so the press paints first.
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
