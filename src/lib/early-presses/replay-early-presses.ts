import {
  EARLY_PRESSES_GLOBAL,
  PENDING_SUBMIT_ATTRIBUTE,
  type EarlyPress,
  type PressedElement,
  type WindowWithEarlyPresses,
} from './contract';

/** Without `part`, ends the inline script's recording but for parts not yet live; with it, that part's presses. */
export function takeEarlyPresses(part?: string): EarlyPress[] {
  return (globalThis as WindowWithEarlyPresses)[EARLY_PRESSES_GLOBAL]?.take(part) ?? [];
}

const DEFAULT_BUTTON = 'button:not([type="button"]):not([type="reset"]), input[type="submit"]';

function current({ element, path }: PressedElement): Element | undefined {
  if (element.isConnected) return element;
  let found: Element | undefined = document.getElementById('root') ?? undefined;
  for (const index of path) found = found?.children[index];
  return found;
}

/**
 * Once, in order, with a click as the visitor did: React hydrates a part not yet hydrated (a Suspense
 * boundary) on the spot before the click reaches it; a form is sent by a click on its button.
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
