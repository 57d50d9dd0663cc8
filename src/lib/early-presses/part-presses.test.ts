import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyPresses } from './capture-early-presses';
import { PART_ATTRIBUTE, PART_WANTED_EVENT } from './contract';
import { replayEarlyPresses, takeEarlyPresses } from './replay-early-presses';
import { PART_LIVE_ATTRIBUTE } from '../app-started';

// A file of its own: one capture for the page's whole life, as in a browser, taken over by the app
// once; the presses below come after that, on parts whose code comes later (hydrate-when-near.tsx).

const PAGE = `
  <div id="root">
    <button id="menu" type="button">Menu</button>
    <div ${PART_ATTRIBUTE}="carousels"><button id="next" type="button">Next</button></div>
    <div ${PART_ATTRIBUTE}="stories"><button id="play" type="button">Play</button></div>
  </div>`;

function buttonById(id: string): HTMLButtonElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLButtonElement)) throw new Error(`#${id} is not a button`);
  return element;
}

/** The names of the parts announced as wanted while `act` runs, in order. */
function wantedDuring(act: () => void): (string | null)[] {
  const wanted: (string | null)[] = [];
  const notice = (event: Event): void => {
    if (event.target instanceof Element) wanted.push(event.target.getAttribute(PART_ATTRIBUTE));
  };
  document.addEventListener(PART_WANTED_EVENT, notice);
  act();
  document.removeEventListener(PART_WANTED_EVENT, notice);
  return wanted;
}

beforeAll(() => {
  document.body.innerHTML = PAGE;
  captureEarlyPresses(window);
  takeEarlyPresses();
});

beforeEach(() => {
  document.body.innerHTML = PAGE;
});

describe('once the app has the page, on a part whose code is not here yet', () => {
  it('keeps a press and asks for the part, and hands the press over to that part only, once', () => {
    expect(wantedDuring(() => buttonById('next').click())).toEqual(['carousels']);
    expect(takeEarlyPresses('stories')).toEqual([]);
    const presses = takeEarlyPresses('carousels');
    expect(presses.map((press) => [press.kind, press.target.element.id])).toEqual([['click', 'next']]);
    expect(takeEarlyPresses('carousels')).toEqual([]);
  });

  it('asks for the part when the keyboard’s focus comes into it', () => {
    expect(wantedDuring(() => buttonById('play').focus())).toEqual(['stories']);
    expect(takeEarlyPresses('stories')).toEqual([]);
  });

  it('keeps nothing of the rest of the page, nor of a part once it is live', () => {
    document.querySelector(`[${PART_ATTRIBUTE}="carousels"]`)?.setAttribute(PART_LIVE_ATTRIBUTE, '');
    const wanted = wantedDuring(() => {
      buttonById('menu').click();
      buttonById('next').click();
      buttonById('next').focus();
    });
    expect(wanted).toEqual([]);
    expect(takeEarlyPresses('carousels')).toEqual([]);
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('the kept press, made again once the part is live, reaches the part’s button once and is not kept again', () => {
    buttonById('next').click();
    const presses = takeEarlyPresses('carousels');
    document.querySelector(`[${PART_ATTRIBUTE}="carousels"]`)?.setAttribute(PART_LIVE_ATTRIBUTE, '');
    const next = vi.fn();
    buttonById('next').addEventListener('click', next);
    replayEarlyPresses(presses);
    expect(next).toHaveBeenCalledTimes(1);
    expect(takeEarlyPresses('carousels')).toEqual([]);
  });
});
