import { useCallback, useEffect, useState, type Ref, type SyntheticEvent } from 'react';
import { singleVariantSrc } from '../../content/image-variants';
import type { VideoAsset } from '../../content/types';
import { useNearViewport } from '../use-near-viewport';
import classes from './video-player.module.css';

export const VIDEO_FALLBACK_TEXT = 'Your browser does not support the video tag.';

/** Players on the site are never wider. */
const POSTER_MAX_WIDTH = 800;

interface Props {
  video: VideoAsset;
  ref?: Ref<HTMLVideoElement>;
  /** `lazy`: the poster downloads only near the screen (browsers fetch every `poster` at once). */
  posterLoading?: 'lazy' | 'eager';
  /** Plays, and takes the focus, as soon as it is drawn. */
  playAtOnce?: boolean;
}

export function playQuietly(player: HTMLVideoElement): void {
  player.play().catch((error: unknown) => {
    // A refusal (autoplay rules, an interrupting pause) still leaves the controls to press play there.
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return;
    console.error(`Video failed to play: ${player.currentSrc || player.src}`, error);
  });
}

/** A story or founder video: nothing but the poster downloads until the visitor presses play. */
export function VideoPlayer({ video, ref, posterLoading = 'lazy', playAtOnce = false }: Props) {
  // The spec says a failed video load is only logged: the native controls already show the failure.
  const onError = (event: SyntheticEvent<HTMLVideoElement | HTMLSourceElement>) => {
    const element = event.currentTarget;
    const mediaError = element instanceof HTMLVideoElement ? element.error : null;
    console.error(`Video failed to load: ${video.src}`, mediaError ?? event.nativeEvent);
  };
  const [player, setPlayer] = useState<HTMLVideoElement | null>(null);
  const merged = useCallback(
    (element: HTMLVideoElement | null) => {
      setPlayer(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const near = useNearViewport(player, { enabled: posterLoading === 'lazy' });
  useEffect(() => {
    if (!playAtOnce || !player) return;
    player.focus();
    playQuietly(player);
  }, [playAtOnce, player]);
  // The prerendered page and the first render in the browser agree: a lazy poster is added after hydration.
  const showPoster = posterLoading === 'eager' || near;
  return (
    <video
      ref={merged}
      className={classes.video}
      controls
      preload="none"
      playsInline
      poster={showPoster ? singleVariantSrc(video.poster.src, video.poster.width, POSTER_MAX_WIDTH) : undefined}
      width={video.width}
      height={video.height}
      aria-label={video.title}
      // The poster's tone until the poster is there, and instead of it offline if it was never seen.
      style={{ backgroundColor: video.poster.tone }}
      onError={onError}
    >
      {/* When a <source> fails the error fires on the source, not on the video. */}
      <source src={video.src} type="video/mp4" onError={onError} />
      {VIDEO_FALLBACK_TEXT}
    </video>
  );
}
