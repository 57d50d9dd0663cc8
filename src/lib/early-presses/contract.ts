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
  /** Stops recording and returns what was pressed, in order, once. */
  take: () => EarlyPress[];
}

export type WindowWithEarlyPresses = Window & typeof globalThis & { [EARLY_PRESSES_GLOBAL]?: EarlyPressHandover };
