import type { PostCover } from '../../../lib/posts/model/post';

export const COVER_BOX = 'data-post-cover';

/** Known from the post before any photo byte, so the text below never moves when the photo arrives. */
export const coverBoxStyle = ({ width, height }: Pick<PostCover, 'width' | 'height'>) => ({
  aspectRatio: `${String(width)} / ${String(height)}`,
  maxWidth: `${String(width)}px`,
});
