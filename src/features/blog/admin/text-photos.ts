import type { InlineChange } from '../api/post-batches';
import type { PreparedPhoto } from '../images/prepare-photo';
import { photoAddress, photoIdsIn, photoReferences } from '../../../lib/posts/model/inline-photos';

/** Photos chosen for the text on this device and not sent yet, by the id the text names them by. */
export type UnsentPhotos = Readonly<Record<string, PreparedPhoto>>;

/** The Markdown that places a photo: its description goes between the brackets. */
export const photoMarkdown = (id: string, photo: PreparedPhoto): string =>
  `![](${photoAddress({ id, width: photo.width, height: photo.height })})`;

/** `text` with `insert` at `at`, as a paragraph of its own; and where the brackets for its description are. */
export function withParagraph(text: string, at: number, insert: string): { text: string; caret: number } {
  const before = text.slice(0, at).replace(/\s+$/, '');
  const after = text.slice(at).replace(/^\s+/, '');
  const head = before === '' ? '' : `${before}\n\n`;
  return { text: `${head}${insert}${after === '' ? '' : `\n\n${after}`}`, caret: head.length + 2 };
}

/** Chosen photos the text places are stored; those the published text placed and this one does not are deleted. */
export function inlineChange(content: string, unsent: UnsentPhotos, published: readonly string[]): InlineChange {
  const placed = photoIdsIn(content);
  return {
    add: placed.flatMap((id) => {
      const photo = unsent[id];
      return photo && !published.includes(id) ? [{ id, photo }] : [];
    }),
    remove: published.filter((id) => !placed.includes(id)),
  };
}

export function textPhotoError(
  content: string,
  unsent: UnsentPhotos,
  published: readonly string[],
): string | undefined {
  const references = photoReferences(content);
  if (references.some(({ description }) => description.trim() === ''))
    return 'Each photo in the text needs a description between ![ and ]: visitors who cannot see it hear this instead.';
  if (references.some(({ id }) => unsent[id] === undefined && !published.includes(id)))
    return 'A photo in the text is not on this device any more. Take its line out and add the photo again.';
  return undefined;
}
