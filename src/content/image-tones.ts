/**
 * Each picture's tone (its dominant colour, painted in its box until or instead of the picture)
 * travels with the data file that names the picture: the build adds to every file of content/ a
 * map of the tones of the pictures it names, under this key (scripts/build/image-tones-plugin.ts).
 * So a page downloads the tones of its own pictures only, not the table of the whole site's.
 * Read outside a build (tests in Node, the editor's preview) a file has no tones: boxes stay plain.
 */
export const TONES_KEY = '$tones';

export type ImageTones = Readonly<Record<string, string>>;

/** The tones the build added to a data file, by picture path. */
export function tonesOf(file: object): ImageTones {
  const tones: unknown = TONES_KEY in file ? (file as Record<typeof TONES_KEY, unknown>)[TONES_KEY] : undefined;
  return typeof tones === 'object' && tones !== null ? (tones as ImageTones) : {};
}
