import { useEffect, useState } from 'react';
import { readPhoto, type PostPhoto } from '../images/photo-read';
import classes from './post-page.module.css';

/** A post's cover photo, with its description as alt text; nothing while it loads or if it cannot. */
export function PostCover({ imageId }: { imageId: string }) {
  const [photo, setPhoto] = useState<PostPhoto | null>(null);
  useEffect(() => {
    let current = true;
    readPhoto(imageId).then(
      (found) => {
        if (current) setPhoto(found);
      },
      (error: unknown) => console.warn('Could not read the cover photo', error),
    );
    return () => {
      current = false;
    };
  }, [imageId]);
  if (!photo) return null;
  return (
    <img
      className={classes.cover}
      src={photo.src}
      alt={photo.description}
      width={photo.width}
      height={photo.height}
      decoding="async"
    />
  );
}
