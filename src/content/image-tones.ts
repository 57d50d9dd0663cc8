/**
 * A picture's tone (its dominant colour) travels with the data file that names it, under this key
 * (scripts/build/image-tones-plugin.ts), so a page downloads only its own pictures' tones.
 * Outside a build (tests, the editor's preview) a file has none: boxes stay plain.
 */
export const TONES_KEY = '$tones';

export type ImageTones = Readonly<Record<string, string>>;

export function tonesOf(file: object): ImageTones {
  const tones: unknown = TONES_KEY in file ? (file as Record<typeof TONES_KEY, unknown>)[TONES_KEY] : undefined;
  return typeof tones === 'object' && tones !== null ? (tones as ImageTones) : {};
}
