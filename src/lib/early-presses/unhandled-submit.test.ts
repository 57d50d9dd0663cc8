import { expect, it, vi } from 'vitest';
import { captureEarlyPresses } from './capture-early-presses';
import { takeEarlyPresses } from './replay-early-presses';

// A file of its own: the safety net stays on the document for the page's life, and only a fresh
// document shows that it is this capture's net that stops the form.

const sentByBrowser = (form: HTMLFormElement): boolean => {
  let sent = false;
  const notice = (event: Event): void => {
    sent = !event.defaultPrevented;
  };
  window.addEventListener('submit', notice);
  form.requestSubmit();
  window.removeEventListener('submit', notice);
  return sent;
};

it('once the app has the page, a form nothing handled is still not sent by the browser; a handled one is the app’s', () => {
  document.body.innerHTML = '<div id="root"><form><input name="name"><button>Send</button></form></div>';
  const form = document.querySelector('form');
  if (form === null) throw new Error('no form');
  expect(sentByBrowser(form)).toBe(true);

  captureEarlyPresses(window);
  takeEarlyPresses();
  expect(sentByBrowser(form)).toBe(false);

  const handled = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', handled);
  expect(sentByBrowser(form)).toBe(false);
  expect(handled).toHaveBeenCalledTimes(1);
});
