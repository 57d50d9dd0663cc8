import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyPresses } from './capture-early-presses';
import { EARLY_PRESSES_GLOBAL, PENDING_SUBMIT_ATTRIBUTE, type WindowWithEarlyPresses } from './contract';
import { SCRIPTED_ATTRIBUTE, WEB_SHARE_ATTRIBUTE } from './no-script';
import { replayEarlyPresses, takeEarlyPresses } from './replay-early-presses';

const PAGE = `
  <div id="root">
    <form id="contact">
      <input name="name">
      <button id="send">Send</button>
    </form>
    <button id="report" type="button">Download</button>
    <button id="menu" type="button" popovertarget="nav">Menu</button>
    <button id="off" type="button" disabled>Off</button>
  </div>
  <button id="outside" type="button">Not the page's</button>`;

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is missing`);
  return element;
}

function formById(id: string): HTMLFormElement {
  const element = byId(id);
  if (!(element instanceof HTMLFormElement)) throw new Error(`#${id} is not a form`);
  return element;
}

function buttonById(id: string): HTMLButtonElement {
  const element = byId(id);
  if (!(element instanceof HTMLButtonElement)) throw new Error(`#${id} is not a button`);
  return element;
}

/** Forgets the handover, as a page that never ran the inline script would have none. */
const forgetHandover = (): void => {
  Reflect.deleteProperty(win, EARLY_PRESSES_GLOBAL);
};

const win = window as WindowWithEarlyPresses;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  captureEarlyPresses(win);
});

afterEach(() => {
  // Each test captures on the same document: end the previous capture's recording (presses on parts
  // not live yet it goes on keeping; this page has none: part-presses.test.ts).
  takeEarlyPresses();
  forgetHandover();
  document.documentElement.removeAttribute(SCRIPTED_ATTRIBUTE);
  document.documentElement.removeAttribute(WEB_SHARE_ATTRIBUTE);
});

/** Submits as a press of Enter or a button would; true when nothing cancelled the browser's own sending. */
function submit(form: HTMLFormElement, submitter?: HTMLButtonElement): boolean {
  let sentByBrowser = false;
  const notice = (event: Event): void => {
    sentByBrowser = !event.defaultPrevented;
  };
  window.addEventListener('submit', notice);
  form.requestSubmit(submitter);
  window.removeEventListener('submit', notice);
  return sentByBrowser;
}

describe('before the app arrives', () => {
  it('marks the page as scripted, so what needs JavaScript shows', () => {
    expect(document.documentElement.hasAttribute(SCRIPTED_ATTRIBUTE)).toBe(true);
  });

  it('marks the page as able to share only in a browser with the Web Share API', () => {
    expect(document.documentElement.hasAttribute(WEB_SHARE_ATTRIBUTE)).toBe(false);
    takeEarlyPresses();
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: () => Promise.resolve() });
    try {
      captureEarlyPresses(win);
      expect(document.documentElement.hasAttribute(WEB_SHARE_ATTRIBUTE)).toBe(true);
    } finally {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    }
  });

  it('keeps a form from being sent by the browser, marks it pending and remembers it once', () => {
    const form = formById('contact');
    expect(submit(form, buttonById('send'))).toBe(false);
    expect(submit(form, buttonById('send'))).toBe(false);
    expect(form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(true);
    const presses = takeEarlyPresses();
    expect(presses).toHaveLength(1);
    expect(presses[0]).toMatchObject({
      kind: 'submit',
      target: { element: form },
      submitter: { element: byId('send') },
    });
  });

  it('remembers presses of the page’s buttons in order, but not native, disabled or foreign ones', () => {
    byId('report').click();
    byId('menu').click();
    byId('off').click();
    byId('outside').click();
    byId('report').click();
    const presses = takeEarlyPresses();
    expect(presses.map((press) => [press.kind, press.target.element.id])).toEqual([
      ['click', 'report'],
      ['click', 'report'],
    ]);
    expect(presses[0]?.target.path).toEqual([1]);
  });
});

describe('once the app has taken the page', () => {
  it('records nothing more and hands over what it had only once', () => {
    byId('report').click();
    expect(takeEarlyPresses()).toHaveLength(1);
    byId('report').click();
    expect(takeEarlyPresses()).toEqual([]);
  });
});

describe('replaying', () => {
  it('presses each remembered button once and sends a pending form with the button that sent it', () => {
    byId('report').click();
    submit(formById('contact'), buttonById('send'));
    const presses = takeEarlyPresses();
    const report = vi.fn();
    const send = vi.fn((event: Event) => event.preventDefault());
    byId('report').addEventListener('click', report);
    byId('send').addEventListener('click', send);

    replayEarlyPresses(presses);
    expect(report).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(byId('contact').hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('sends a form submitted with Enter through its first submit button', () => {
    submit(formById('contact'));
    const presses = takeEarlyPresses();
    const send = vi.fn((event: Event) => event.preventDefault());
    byId('send').addEventListener('click', send);
    replayEarlyPresses(presses);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('finds the counterpart of a pressed button when the page was drawn afresh', () => {
    byId('report').click();
    const presses = takeEarlyPresses();
    // The app replaced the page with the same markup (the blog pages are rendered, not hydrated).
    document.body.innerHTML = PAGE;
    const report = vi.fn();
    byId('report').addEventListener('click', report);
    replayEarlyPresses(presses);
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe('without the inline script', () => {
  it('has nothing to hand over', () => {
    takeEarlyPresses();
    forgetHandover();
    expect(takeEarlyPresses()).toEqual([]);
  });
});
