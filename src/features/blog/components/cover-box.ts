/** The box a post's photo takes (its cover, or one in its text), in the post and in the editor's preview. */
import type { PostCover } from '../../../lib/posts/model/post';

/** The attribute marking a post's cover box. */
export const COVER_BOX = 'data-post-cover';

/**
 * Known from the post itself before any photo byte, so the text below never moves when the photo
 * arrives (CLS 0): the photo's shape, as wide as the column or as the photo when that is narrower.
 */
export const coverBoxStyle = ({ width, height }: Pick<PostCover, 'width' | 'height'>) => ({
  aspectRatio: `${String(width)} / ${String(height)}`,
  maxWidth: `${String(width)}px`,
});
