import type { Ref, SyntheticEvent } from 'react';
import { singleVariantSrc } from '../../content/image-variants';
import type { VideoAsset } from '../../content/types';
import classes from './video-player.module.css';

/** The spec's text for browsers without <video>. */
export const VIDEO_FALLBACK_TEXT = 'Your browser does not support the video tag.';

/** Posters are drawn at most this wide: players on the site are never wider. */
const POSTER_MAX_WIDTH = 800;

interface Props {
  video: VideoAsset;
  /** For players that control playback, such as the founder video modal. */
  ref?: Ref<HTMLVideoElement>;
}

// The spec says a failed video load is only logged: the native controls already show the failure.
function logVideoError(video: VideoAsset) {
  return (event: SyntheticEvent<HTMLVideoElement | HTMLSourceElement>) => {
    const element = event.currentTarget;
    const mediaError = element instanceof HTMLVideoElement ? element.error : null;
    console.error(`Video failed to load: ${video.src}`, mediaError ?? event.nativeEvent);
  };
}

/**
 * A story or founder video. Nothing is downloaded until the visitor presses play (preload="none"),
 * only the poster; width and height keep the space reserved before anything loads.
 */
export function VideoPlayer({ video, ref }: Props) {
  const onError = logVideoError(video);
  return (
    <video
      ref={ref}
      className={classes.video}
      controls
      preload="none"
      playsInline
      poster={singleVariantSrc(video.poster.src, video.poster.width, POSTER_MAX_WIDTH)}
      width={video.width}
      height={video.height}
      aria-label={video.title}
      onError={onError}
    >
      {/* When a <source> fails the error fires on the source, not on the video. */}
      <source src={video.src} type="video/mp4" onError={onError} />
      {VIDEO_FALLBACK_TEXT}
    </video>
  );
}
