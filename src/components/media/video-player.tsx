import { useCallback, useEffect, useState, type Ref, type SyntheticEvent } from 'react';
import { singleVariantSrc } from '../../content/image-variants';
import type { VideoAsset } from '../../content/types';
import { useNearViewport } from '../use-near-viewport';
import classes from './video-player.module.css';

/** The spec's text for browsers without <video>. */
export const VIDEO_FALLBACK_TEXT = 'Your browser does not support the video tag.';

/** Posters are drawn at most this wide: players on the site are never wider. */
const POSTER_MAX_WIDTH = 800;

interface Props {
  video: VideoAsset;
  /** For players that control playback, such as the founder video modal. */
  ref?: Ref<HTMLVideoElement>;
  /**
   * `lazy` (the default): the poster downloads when the player comes within a screen of view, since
   * browsers fetch every `poster` at once and /impact has a dozen. `eager` for a player at the top.
   */
  posterLoading?: 'lazy' | 'eager';
  /** Plays, and takes the focus, as soon as it is drawn: a player the visitor has just asked for. */
  playAtOnce?: boolean;
}

// The spec says a failed video load is only logged: the native controls already show the failure.
function logVideoError(video: VideoAsset) {
  return (event: SyntheticEvent<HTMLVideoElement | HTMLSourceElement>) => {
    const element = event.currentTarget;
    const mediaError = element instanceof HTMLVideoElement ? element.error : null;
    console.error(`Video failed to load: ${video.src}`, mediaError ?? event.nativeEvent);
  };
}

/** Starts playback for a visitor who asked for it; a refusal is not an error worth reporting. */
export function playQuietly(player: HTMLVideoElement): void {
  player.play().catch((error: unknown) => {
    // A browser that refuses to play by itself (autoplay rules, or a pause that interrupted the
    // start) still shows the controls, so the visitor can press play there.
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return;
    console.error(`Video failed to play: ${player.currentSrc || player.src}`, error);
  });
}

/**
 * A story or founder video. Nothing is downloaded until the visitor presses play (preload="none"),
 * only the poster, when the player nears the screen; width and height keep the space reserved
 * before anything loads.
 */
export function VideoPlayer({ video, ref, posterLoading = 'lazy', playAtOnce = false }: Props) {
  const onError = logVideoError(video);
  const [player, setPlayer] = useState<HTMLVideoElement | null>(null);
  // The player needs the element for the poster, and a caller such as the modal needs it for playback.
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
