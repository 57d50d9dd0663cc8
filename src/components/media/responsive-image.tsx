import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_MIME_TYPES, imageSrcSet } from '../../content/image-variants';
import type { ImageAsset } from '../../content/types';
import classes from './responsive-image.module.css';

interface Props {
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** For the largest picture above the fold (LCP): load at once, at high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A content image as AVIF, then WebP, at responsive widths, with the original JPEG as the last
 * resort. Width and height come from the content so the browser reserves the space before loading.
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: Props) {
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
        className={className === undefined ? classes.image : `${classes.image} ${className}`}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
