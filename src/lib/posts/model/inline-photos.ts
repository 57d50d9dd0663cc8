/** Photos in a post's Markdown, `![description](photo:ID/WIDTHxHEIGHT)`: the size reserves the box before the photo arrives. */
type InlinePhoto = { id: string; width: number; height: number };

const ADDRESS = /^photo:([A-Za-z0-9]{1,100})\/(\d{1,4})x(\d{1,4})$/;
const REFERENCE = /!\[([^\]\n]*)\]\(photo:([A-Za-z0-9]{1,100})\/\d{1,4}x\d{1,4}\)/g;

export const photoAddress = ({ id, width, height }: InlinePhoto): string =>
  `photo:${id}/${String(width)}x${String(height)}`;

/** Null for an address that names no photo, or an impossible size. */
export function parsePhotoAddress(address: string): InlinePhoto | null {
  const match = ADDRESS.exec(address);
  if (!match?.[1]) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  return width > 0 && height > 0 && width <= 1600 && height <= 1600 ? { id: match[1], width, height } : null;
}

export const photoReferences = (content: string): { id: string; description: string }[] =>
  [...content.matchAll(REFERENCE)].map((match) => ({ id: match[2] ?? '', description: match[1] ?? '' }));

export const photoIdsIn = (content: string): string[] => [
  ...new Set(photoReferences(content).map((reference) => reference.id)),
];
