import { useEffect } from 'react';
import { APP_INTERACTIVE_MARK } from '../lib/app-started';
import type { EarlyPress } from '../lib/early-presses/contract';
import { replayEarlyPresses } from '../lib/early-presses/replay-early-presses';

/**
 * Rendered beside the app, never by the prerenderer: its effect runs once the app has hydrated (or
 * drawn) the page, when every handler is in place, and presses again what the visitor pressed
 * before the app arrived.
 */
export function AfterFirstRender({ takeEarlyPresses }: { takeEarlyPresses: () => EarlyPress[] }) {
  useEffect(() => {
    performance.mark(APP_INTERACTIVE_MARK);
    // In a task of its own: React does not hydrate (or run handlers for) a part that is still
    // dehydrated while it is itself running this effect, only from a task outside it.
    const replay = setTimeout(() => replayEarlyPresses(takeEarlyPresses()), 0);
    return () => clearTimeout(replay);
  }, [takeEarlyPresses]);
  return null;
}
