import {
  EARLY_PRESSES_GLOBAL,
  PART_ATTRIBUTE,
  PART_WANTED_EVENT,
  PENDING_SUBMIT_ATTRIBUTE,
  type EarlyPress,
  type PressedElement,
  type WindowWithEarlyPresses,
} from './contract';
import { SCRIPTED_ATTRIBUTE, WEB_SHARE_ATTRIBUTE } from './no-script';
import { PART_LIVE_ATTRIBUTE } from '../app-started';

/**
 * Inline in every page's <head>, so a prerendered page is safe while the app downloads: an early submit
 * does not navigate (a GET would put the visitor's words in the address bar) and the app sends it once; an
 * early press is replayed once by the app or by its part (React drops presses on parts not yet live);
 * `commandfor` buttons work without invoker commands; <html> is marked scripted and able to share.
 */
export function captureEarlyPresses(win: WindowWithEarlyPresses): void {
  const doc = win.document;
  doc.documentElement.setAttribute(SCRIPTED_ATTRIBUTE, '');
  if (typeof win.navigator.share === 'function') doc.documentElement.setAttribute(WEB_SHARE_ATTRIBUTE, '');
  let presses: EarlyPress[] = [];
  let arrived = false;
  const root = (): Element | null => doc.getElementById('root');
  // A press or focus in a part not live yet asks for the part's code, announced on the part's box.
  const waitingPart = (target: EventTarget | null): Element | null =>
    target instanceof win.Element ? target.closest(`[${PART_ATTRIBUTE}]:not([${PART_LIVE_ATTRIBUTE}])`) : null;
  const want = (event: Event): void => {
    waitingPart(event.target)?.dispatchEvent(new win.Event(PART_WANTED_EVENT, { bubbles: true }));
  };

  const pressed = (element: Element): PressedElement => {
    const path: number[] = [];
    for (let node: Element | null = element; node && node !== root(); node = node.parentElement) {
      path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
    }
    return { element, path };
  };

  // Invoker commands (Chrome 135, Firefox 144, Safari 26): the few a page uses, for older browsers.
  const commandsNative = 'command' in win.HTMLButtonElement.prototype;
  const runCommand = (button: Element): void => {
    const target = doc.getElementById(button.getAttribute('commandfor') ?? '');
    const command = button.getAttribute('command');
    if (!(target instanceof win.HTMLDialogElement)) return;
    if (command === 'show-modal' && !target.open) target.showModal();
    else if (command === 'close' && target.open) target.close();
  };

  const onCommand = (event: Event): void => {
    const button = event.target instanceof win.Element ? event.target.closest('button[commandfor]') : null;
    if (button && !commandsNative) runCommand(button);
  };

  const onClick = (event: Event): void => {
    const button = event.target instanceof win.Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !root()?.contains(button)) return;
    // Native behaviour needs no app; a submit button's press arrives as the form's submit event.
    if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return;
    if (button.type === 'submit' && button.form) return;
    if (arrived && !waitingPart(button)) return;
    presses.push({ kind: 'click', target: pressed(button) });
    want(event);
  };

  const onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (!(form instanceof win.HTMLFormElement) || !root()?.contains(form)) return;
    event.preventDefault();
    // Pressed twice while waiting: still one message.
    if (presses.some((press) => press.target.element === form)) return;
    form.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
    presses.push({
      kind: 'submit',
      target: pressed(form),
      submitter: event.submitter ? pressed(event.submitter) : undefined,
    });
  };

  // Once the app has the page its forms cancel the browser's own sending; one nothing cancelled (a part
  // not taken over yet) is stopped here, after the app's turn, so the visitor's words never reach a URL.
  const onUnhandledSubmit = (event: Event): void => {
    if (event.target instanceof win.HTMLFormElement && root()?.contains(event.target)) event.preventDefault();
  };

  doc.addEventListener('click', onCommand);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('focusin', want, true);
  win[EARLY_PRESSES_GLOBAL] = {
    take: (part) => {
      if (!part) {
        arrived = true;
        doc.removeEventListener('submit', onSubmit, true);
        doc.addEventListener('submit', onUnhandledSubmit);
      }
      const taken = presses.filter((press) => !part || press.target.element.closest(`[${PART_ATTRIBUTE}="${part}"]`));
      presses = presses.filter((press) => !taken.includes(press));
      return taken;
    },
  };
}
