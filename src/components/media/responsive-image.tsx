import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_MIME_TYPES, imageSrcSet } from '../../content/image-variants';
import { IMAGE_TONES } from '../../content/image-tones.gen';
import type { ImageAsset } from '../../content/types';
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
}

/**
 * A content image as AVIF, then WebP, at responsive widths, with the original JPEG as the last
 * resort. Width and height come from the content so the browser reserves the space before loading,
 * and keeps that shape whatever file answers: offline, a picture never seen is answered by the
 * service worker with an empty placeholder, and the box shows the picture's tone (its dominant
 * colour, from the media script) instead of a broken image.
 */
export function ResponsiveImage({ image, sizes, priority = false, className, deferred = false }: Props) {
  const imageClass = className === undefined ? classes.image : `${classes.image} ${className}`;
  const box = { aspectRatio: `${image.width} / ${image.height}`, backgroundColor: IMAGE_TONES[image.src] };
  if (deferred) return <span role="img" aria-label={image.alt} className={imageClass} style={box} />;
  return (
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
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={box}
      />
    </picture>
  );
}
