import { useEffect } from 'react';
import { APP_INTERACTIVE_MARK } from '../lib/app-started';
import type { EarlyPress } from '../lib/early-presses/contract';
import { replayEarlyPresses } from '../lib/early-presses/replay-early-presses';

/** Never prerendered: once the app has the page, presses again what the visitor pressed before it arrived. */
export function AfterFirstRender({ takeEarlyPresses }: { takeEarlyPresses: () => EarlyPress[] }) {
  useEffect(() => {
    performance.mark(APP_INTERACTIVE_MARK);
    // In a task of its own: React hydrates a still-dehydrated part for an event only outside this effect.
    const replay = setTimeout(() => replayEarlyPresses(takeEarlyPresses()), 0);
    return () => clearTimeout(replay);
  }, [takeEarlyPresses]);
  return null;
}
