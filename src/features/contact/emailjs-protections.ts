import type { RawEnv } from '../../config/env-schema';

// From the build's VITE_* variables (.env.example); an unreadable value falls back to its default.
export const PRODUCTION_THROTTLE_MS = 10_000;

function readFlag(value: string | boolean | undefined, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  const text = value?.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return fallback;
}

const readMs = (value: string | boolean | undefined, fallback: number): number =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : fallback;

const readList = (value: string | boolean | undefined): string[] =>
  typeof value === 'string' ? value.split(/[\s,;]+/).filter((entry) => entry !== '') : [];

// blockHeadless refuses automated browsers (451), off on the local stack as Playwright is one; throttleMs is the least
// time between two sends from this browser (429), 0 for none; blockList holds sender addresses refused outright (403).
export function parseEmailJsProtections(raw: RawEnv, { localStack }: { localStack: boolean }) {
  return {
    blockHeadless: readFlag(raw['VITE_EMAILJS_BLOCK_HEADLESS'], !localStack),
    throttleMs: readMs(raw['VITE_EMAILJS_THROTTLE_MS'], localStack ? 0 : PRODUCTION_THROTTLE_MS),
    blockList: readList(raw['VITE_EMAILJS_BLOCK_LIST']),
  };
}
