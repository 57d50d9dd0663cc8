import { sep } from 'node:path';
import type { Plugin } from 'vite';
import { IMAGE_TONES } from '../../src/content/image-tones.gen';
import { TONES_KEY, type ImageTones } from '../../src/content/image-tones';

/** Every string in a data file that is the path of a picture with a tone, with its tone. */
export function tonesNamedIn(data: unknown, tones: ImageTones = IMAGE_TONES): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const tone = tones[value];
      if (tone !== undefined) found[value] = tone;
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(data);
  return found;
}

/**
 * Adds to each data file of `contentDirs` the tones of the pictures it names (src/content/image-tones.ts),
 * in both builds, leaving the files themselves as staff see them.
 */
export function imageTonesPlugin(contentDirs: readonly string[]): Plugin {
  const inContent = (id: string): boolean => {
    const file = id.split('?')[0] ?? id;
    return file.endsWith('.json') && contentDirs.some((dir) => file.startsWith(dir.endsWith(sep) ? dir : dir + sep));
  };
  return {
    name: 'charity:image-tones',
    enforce: 'pre',
    transform(code, id) {
      if (!inContent(id)) return null;
      const data: unknown = JSON.parse(code);
      const tones = tonesNamedIn(data);
      if (typeof data !== 'object' || data === null || Array.isArray(data) || Object.keys(tones).length === 0)
        return null;
      return { code: JSON.stringify({ ...data, [TONES_KEY]: tones }), map: null };
    },
  };
}
