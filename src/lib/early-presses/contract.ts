/** What the inline script hands the app. No imports: it is built from this and must stay a few hundred bytes. */

export const EARLY_PRESSES_GLOBAL = '__earlyPresses';

/** On a form submitted before the app arrived, until the app sends it: its CSS shows the message is on its way. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';

/**
 * Names a part whose code comes only when asked for (src/components/hydrate-when-near.tsx). Until it is
 * live (PART_LIVE_ATTRIBUTE) presses on it are kept, and a press or focus announces PART_WANTED_EVENT.
 */
export const PART_ATTRIBUTE = 'data-hydrate-when-near';
export const PART_WANTED_EVENT = 'partwanted';

/** `path`: child indexes under #root, to find its counterpart when the app drew the page afresh. */
export type PressedElement = { element: Element; path: number[] };

export interface EarlyPress {
  kind: 'click' | 'submit';
  target: PressedElement;
  /** Absent for Enter in a field. */
  submitter?: PressedElement | undefined;
}

/** `take`, once: everything (then only presses on parts not yet live are recorded), or a part's presses. */
export type WindowWithEarlyPresses = Window &
  typeof globalThis & { [EARLY_PRESSES_GLOBAL]?: { take: (part?: string) => EarlyPress[] } };
