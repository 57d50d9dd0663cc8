import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_MIME_TYPES, imageSrcSet } from '../../content/image-variants';
import type { ImageAsset } from '../../content/types';
import { needsScript, onlyWithoutScript } from '../../lib/early-presses/no-script';
import { useNearViewportRef, WITHIN_HALF_A_SCREEN } from '../use-near-viewport';
import classes from './responsive-image.module.css';

interface Props {
  image: ImageAsset;
  sizes: string;
  /** For the largest picture above the fold (LCP): load at once, at high priority. */
  priority?: boolean;
  className?: string;
  /** Not yet: the picture's box in its tone, with its description, and no file asked for. */
  deferred?: boolean;
  /** Load only within half a screen rather than at the browser's (much larger) lazy-loading distance. */
  whenNear?: boolean;
  /** Needed now (a slide about to slide in): lazy loading in a scrolled track would wait until it is on screen. */
  eager?: boolean;
}

/**
 * AVIF, then WebP, then the JPEG. Width and height keep the box's shape whatever answers: offline, an
 * unseen picture is the service worker's empty placeholder, and the box shows the picture's tone.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  deferred = false,
  whenNear = false,
  eager = false,
}: Props) {
  const waitsForView = whenNear && !priority && !deferred;
  const [near, watch] = useNearViewportRef({ margin: WITHIN_HALF_A_SCREEN, enabled: waitsForView });
  const imageClass = className === undefined ? classes.image : `${classes.image} ${className}`;
  const box = { aspectRatio: `${image.width} / ${image.height}`, backgroundColor: image.tone };
  const toneBox = (extra = {}) => (
    <span ref={watch} role="img" aria-label={image.alt} className={imageClass} style={box} {...extra} />
  );
  if (deferred) return toneBox();
  const picture = (
    <picture className={classes.picture}>
      {IMAGE_VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={IMAGE_VARIANT_MIME_TYPES[format]}
          srcSet={imageSrcSet(image.src, image.width, format)}
          sizes={sizes}
        />
      ))}
      <img
        className={imageClass}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={box}
      />
    </picture>
  );
  if (!waitsForView || near) return picture;
  // With JavaScript the hidden (display: none) picture is not fetched; without it only the picture shows.
  return (
    <>
      {toneBox(needsScript)}
      <span className={classes.picture} {...onlyWithoutScript}>
        {picture}
      </span>
    </>
  );
}
