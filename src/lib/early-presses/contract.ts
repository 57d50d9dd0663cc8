/**
 * What the page's inline first-moments script (capture-early-presses.ts, inlined into every page's
 * <head> by scripts/build/early-press-script.ts) hands over to the app when the app takes the page.
 * No imports: the inline script is built from this and must stay a few hundred bytes.
 */

/** The property of `window` the inline script leaves for the app. */
export const EARLY_PRESSES_GLOBAL = '__earlyPresses';

/**
 * Set by the inline script on a form submitted before the app arrived, removed when the app sends
 * it: the form's CSS shows that the message is on its way.
 */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';

/**
 * On the box of a part of the page whose code comes only when asked for, naming it
 * (src/components/hydrate-when-near.tsx). Until the box is marked live (PART_LIVE_ATTRIBUTE), presses
 * on the part are kept even after the app has arrived, and a press or focus in it is announced on the
 * box with PART_WANTED_EVENT: the part's code is wanted.
 */
export const PART_ATTRIBUTE = 'data-hydrate-when-near';
export const PART_WANTED_EVENT = 'partwanted';

/** An element of the page, and where it sits under #root (child indexes) to find its counterpart
 * when the app has drawn the page afresh (the blog pages) instead of adopting it. */
export interface PressedElement {
  element: Element;
  path: number[];
}

export interface EarlyPress {
  kind: 'click' | 'submit';
  /** The pressed button, or the submitted form. */
  target: PressedElement;
  /** The button that submitted the form, if a button did (not Enter in a field). */
  submitter?: PressedElement | undefined;
}

export interface EarlyPressHandover {
  /**
   * Returns what was pressed, in order, once: everything, and from then on records only presses on
   * parts not live yet; with a part's name, what was pressed on that part.
   */
  take: (part?: string) => EarlyPress[];
}

export type WindowWithEarlyPresses = Window & typeof globalThis & { [EARLY_PRESSES_GLOBAL]?: EarlyPressHandover };
