import { createContext, useContext, useEffect, useReducer, useState } from 'react';
import { readPostPhoto, type PostPhoto as Photo } from '../images/photo-read';
import type { PostCover } from '../../../lib/posts/model/post';
import { postPhotoPath } from '../../../shared/blog-addresses';
import classes from './post-photo.module.css';

/** Known from the post before any photo byte, so the text below never moves when the photo arrives. */
export const coverBoxStyle = ({ width, height }: Pick<PostCover, 'width' | 'height'>) => ({
  aspectRatio: `${String(width)} / ${String(height)}`,
  maxWidth: `${String(width)}px`,
});

/** Photos chosen in the admin's form and not sent yet, by id, as blob: addresses, for its Preview. */
export const UnsentPhotos = createContext<ReadonlyMap<string, string>>(new Map());

type PhotoState = 'loading' | 'unavailable' | Photo;

// Where the photo cannot be had, its description, never a broken image. Spans, so it can stand in a Markdown paragraph.
export function PostPhoto({ photo: shown }: { photo: PostCover }) {
  const unsent = useContext(UnsentPhotos).get(shown.id);
  const [photo, setPhoto] = useState<PhotoState>('loading');
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (unsent) return;
    let current = true;
    readPostPhoto(shown.id).then(
      (found) => {
        if (current) setPhoto(found ?? 'unavailable');
      },
      (error: unknown) => {
        console.warn('Could not read the photo', error);
        if (current) setPhoto('unavailable');
      },
    );
    return () => {
      current = false;
    };
  }, [shown.id, unsent, attempt]);

  // Offline without the photo: it comes as soon as the connection does.
  useEffect(() => {
    if (photo !== 'unavailable') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [photo]);

  const source = unsent ?? (typeof photo === 'object' ? photo.src : undefined);
  const described = { alt: shown.description, width: shown.width, height: shown.height };
  return (
    <span className={classes.box} style={coverBoxStyle(shown)} data-post-cover="">
      {source ? (
        <img className={classes.photo} src={source} {...described} decoding="async" />
      ) : (
        <>
          {/* Without JavaScript (and so before the app), the photo from its address (the blog's function). */}
          <noscript>
            <img className={classes.photo} src={postPhotoPath(shown.id)} {...described} />
          </noscript>
          <span className={classes.placeholder} role="img" aria-label={shown.description}>
            {photo === 'unavailable' && <span className={classes.description}>{shown.description}</span>}
          </span>
        </>
      )}
    </span>
  );
}
