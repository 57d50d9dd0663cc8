import type { RawEnv } from '../../config/env-schema';

// EmailJS's client-side protections, from the build's VITE_* variables (.env.example). A value that cannot be read
// falls back to the default rather than breaking the form in a visitor's browser.
interface EmailJsProtections {
  /** Refuse to send from automated browsers (451). Off on the local stack: Playwright is one. */
  blockHeadless: boolean;
  /** Minimum time between two sends from this browser (429); 0 turns the limit off. */
  throttleMs: number;
  /** Sender addresses refused outright (403), compared exactly with the address typed. */
  blockList: string[];
}

export const PRODUCTION_THROTTLE_MS = 10_000;

function readFlag(value: string | boolean | undefined, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  const text = value?.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return fallback;
}

function readMs(value: string | boolean | undefined, fallback: number): number {
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : fallback;
}

function readList(value: string | boolean | undefined): string[] {
  return typeof value === 'string' ? value.split(/[\s,;]+/).filter((entry) => entry !== '') : [];
}

export function parseEmailJsProtections(raw: RawEnv, { localStack }: { localStack: boolean }): EmailJsProtections {
  return {
    blockHeadless: readFlag(raw['VITE_EMAILJS_BLOCK_HEADLESS'], !localStack),
    throttleMs: readMs(raw['VITE_EMAILJS_THROTTLE_MS'], localStack ? 0 : PRODUCTION_THROTTLE_MS),
    blockList: readList(raw['VITE_EMAILJS_BLOCK_LIST']),
  };
}
