import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_MIME_TYPES, imageSrcSet } from '../../content/image-variants';
import type { ImageAsset } from '../../content/types';
import { needsScript, onlyWithoutScript } from '../../lib/early-presses/no-script';
import { useNearViewportRef, WITHIN_HALF_A_SCREEN } from '../use-near-viewport';
import classes from './responsive-image.module.css';

interface Props {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** For the largest picture above the fold (LCP): load at once, at high priority. */
  priority?: boolean;
  className?: string;
  /**
   * Not yet: the picture's box in its tone, with its description, and no file asked for. A carousel
   * uses it for slides out of view (src/components/media/use-slide-pictures.ts).
   */
  deferred?: boolean;
  /**
   * Load only within half a screen of the viewport (use-near-viewport.ts) rather than at the
   * browser's lazy-loading distance: for pictures below the fold of the pages a first visit opens.
   * Without JavaScript the picture is there as usual (lazy).
   */
  whenNear?: boolean;
  /**
   * The caller has already decided the picture is needed now (a carousel's slide about to slide in):
   * no lazy loading, which inside a scrolled track would wait until the slide is on screen.
   */
  eager?: boolean;
}

/**
 * A content image as AVIF, then WebP, at responsive widths, with the original JPEG as the last
 * resort. Width and height come from the content so the browser reserves the space before loading,
 * and keeps that shape whatever file answers: offline, a picture never seen is answered by the
 * service worker with an empty placeholder, and the box shows the picture's tone (its dominant
 * colour, from the media script) instead of a broken image.
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
  // With JavaScript the box waits for the screen to come near; the picture beside it is hidden
  // (display: none), so the browser does not fetch it. Without JavaScript only the picture shows.
  return (
    <>
      {toneBox(needsScript)}
      <span className={classes.picture} {...onlyWithoutScript}>
        {picture}
      </span>
    </>
  );
}
