import { useEffect, useState } from 'react';
import type { PostPhoto } from '../images/photo-read';
import type { PostCover as Cover } from '../model/post';
import { readCoverPhoto } from '../read/cover-photo-read';
import { COVER_BOX, coverBoxStyle } from './cover-box';
import classes from './post-cover.module.css';

type PhotoState = 'loading' | 'unavailable' | PostPhoto;

/**
 * A post's cover photo in a box of its size reserved from the start: a soft tone while the photo
 * loads, the photo with its description as alt text once here, and where it cannot be had (offline,
 * the post never opened with a connection) the description in the box, never a broken image.
 */
export function PostCover({ cover }: { cover: Cover }) {
  const [photo, setPhoto] = useState<PhotoState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    readCoverPhoto(cover.id).then(
      (found) => {
        if (current) setPhoto(found ?? 'unavailable');
      },
      (error: unknown) => {
        console.warn('Could not read the cover photo', error);
        if (current) setPhoto('unavailable');
      },
    );
    return () => {
      current = false;
    };
  }, [cover.id, attempt]);

  // Offline without the photo: it comes as soon as the connection does.
  useEffect(() => {
    if (photo !== 'unavailable') return;
    const retry = (): void => setAttempt((count) => count + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [photo]);

  return (
    <div className={classes.box} style={coverBoxStyle(cover)} {...{ [COVER_BOX]: '' }}>
      {typeof photo === 'object' ? (
        <img
          className={classes.photo}
          src={photo.src}
          alt={cover.description}
          width={photo.width}
          height={photo.height}
          decoding="async"
        />
      ) : (
        <div className={classes.placeholder} role="img" aria-label={cover.description}>
          {photo === 'unavailable' && <p className={classes.description}>{cover.description}</p>}
        </div>
      )}
    </div>
  );
}
