/**
 * Photos placed in a post's text, written in its Markdown as `![description](photo:ID/WIDTHxHEIGHT)`:
 * the photo's id in blog-images (src/features/blog/images) and its size, so the page reserves its box
 * before the photo arrives, as for the cover. The description is the Markdown image's own text.
 */
export interface InlinePhoto {
  id: string;
  width: number;
  height: number;
}

const ADDRESS = /^photo:([A-Za-z0-9]{1,100})\/(\d{1,4})x(\d{1,4})$/;
/** Every photo image in a text, with its description: `![description](photo:ID/WxH)`. */
const REFERENCE = /!\[([^\]\n]*)\]\(photo:([A-Za-z0-9]{1,100})\/\d{1,4}x\d{1,4}\)/g;

export const photoAddress = ({ id, width, height }: InlinePhoto): string =>
  `photo:${id}/${String(width)}x${String(height)}`;

/** The photo an image's address names, or null when it names none (or an impossible size). */
export function parsePhotoAddress(address: string): InlinePhoto | null {
  const match = ADDRESS.exec(address);
  if (!match?.[1]) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  return width > 0 && height > 0 && width <= 1600 && height <= 1600 ? { id: match[1], width, height } : null;
}

/** The photos a text places, in order, each with its description as written. */
export const photoReferences = (content: string): { id: string; description: string }[] =>
  [...content.matchAll(REFERENCE)].map((match) => ({ id: match[2] ?? '', description: match[1] ?? '' }));

/** The ids of the photos a text places, each once. */
export const photoIdsIn = (content: string): string[] => [
  ...new Set(photoReferences(content).map((reference) => reference.id)),
];
