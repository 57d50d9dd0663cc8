/** One variant of each picture is precached: offline, another width or format gets the nearest copy kept. */

const VARIANT_PATH = /^(.+?)(?:-(\d+)w)?\.(avif|webp|jpe?g|png)$/i;

/** Every browser that runs a service worker shows these, whatever it asked for. */
const UNIVERSAL_FORMATS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png']);

/** `base`: the path without width and extension; `width`: null for the original file. */
export function parseImagePath(pathname: string): { base: string; width: number | null; format: string } | null {
  const match = VARIANT_PATH.exec(pathname);
  if (!match) return null;
  const [, base = '', width, format = ''] = match;
  return { base, width: width === undefined ? null : Number(width), format: format.toLowerCase() };
}

const MIME_BY_FORMAT: Readonly<Record<string, string>> = { avif: 'image/avif', webp: 'image/webp' };

/** 0: the same format; 1: another format the request says it accepts; 2: JPEG or PNG; null: unusable. */
function formatRank(candidate: string, requested: string, accept: string): number | null {
  if (candidate === requested) return 0;
  const mime = MIME_BY_FORMAT[candidate];
  if (mime !== undefined && accept.includes(mime)) return 1;
  return UNIVERSAL_FORMATS.has(candidate) ? 2 : null;
}

/** How far a candidate's width is from the one asked for; originals (no width) come last. */
function widthDistance(candidate: number | null, requested: number | null): number {
  if (candidate === null) return Number.POSITIVE_INFINITY;
  // Asked for the original: the widest copy is the closest.
  if (requested === null) return -candidate;
  return Math.abs(candidate - requested);
}

/** The same picture, in a format the browser accepts, at the nearest width. */
export function pickFallback(
  requestedPath: string,
  accept: string | null,
  available: readonly string[],
): string | undefined {
  const requested = parseImagePath(requestedPath);
  if (!requested) return undefined;
  let best: { path: string; rank: number; distance: number } | undefined;
  for (const path of available) {
    const candidate = parseImagePath(path);
    if (!candidate || candidate.base !== requested.base || path === requestedPath) continue;
    const rank = formatRank(candidate.format, requested.format, accept ?? '');
    if (rank === null) continue;
    const distance = widthDistance(candidate.width, requested.width);
    if (!best || rank < best.rank || (rank === best.rank && distance < best.distance)) {
      best = { path, rank, distance };
    }
  }
  return best?.path;
}
