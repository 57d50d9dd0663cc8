import {
  EARLY_PRESSES_GLOBAL,
  PENDING_SUBMIT_ATTRIBUTE,
  type EarlyPress,
  type PressedElement,
  type WindowWithEarlyPresses,
} from './contract';

/**
 * Without `part`: ends the inline script's recording (React handles every event from here on, but on
 * parts not live yet) and returns what the visitor pressed before the app arrived. With a part's name
 * (src/components/hydrate-when-near.tsx): what was pressed on that part while its code was not here.
 * Nothing where the inline script did not run, or on the server.
 */
export function takeEarlyPresses(part?: string): EarlyPress[] {
  return (globalThis as WindowWithEarlyPresses)[EARLY_PRESSES_GLOBAL]?.take(part) ?? [];
}

const DEFAULT_BUTTON = 'button:not([type="button"]):not([type="reset"]), input[type="submit"]';

/** The element itself when React adopted it, its counterpart when the page was drawn afresh. */
function current({ element, path }: PressedElement): Element | undefined {
  if (element.isConnected) return element;
  let found: Element | undefined = document.getElementById('root') ?? undefined;
  for (const index of path) found = found?.children[index];
  return found;
}

/**
 * Presses each early press again, once, in the order the visitor made them, once the app has
 * rendered the page. With a click, as the visitor did: a part of the page React has not hydrated
 * yet (a Suspense boundary hydrates after the page around it) is hydrated by React on the spot
 * before the click reaches it; a form is sent by a click on the button that sent it.
 */
export function replayEarlyPresses(presses: readonly EarlyPress[]): void {
  for (const press of presses) {
    press.target.element.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    const target = current(press.target);
    if (press.kind === 'submit' && target instanceof HTMLFormElement) {
      // Enter in a field sends the form as its first submit button would: that is the one to press.
      const button = press.submitter ? current(press.submitter) : target.querySelector(DEFAULT_BUTTON);
      if (button instanceof HTMLElement) button.click();
      else target.requestSubmit();
    } else if (press.kind === 'click' && target instanceof HTMLButtonElement && !target.disabled) target.click();
  }
}
