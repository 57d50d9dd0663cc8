// jsdom lacks browser APIs that Mantine and the layout read at render time.
const noop = (): void => undefined;

function stub(target: object, name: string, value: unknown): void {
  // jsdom declares some of these (matchMedia) as getters that return undefined, so test the value.
  if ((target as Record<string, unknown>)[name] === undefined) {
    Object.defineProperty(target, name, { value, writable: true, configurable: true });
  }
}

stub(window, 'matchMedia', (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: noop,
  removeEventListener: noop,
  dispatchEvent: () => false,
}));

stub(
  window,
  'ResizeObserver',
  class {
    observe = noop;
    unobserve = noop;
    disconnect = noop;
  },
);

stub(Element.prototype, 'scrollIntoView', noop);
Object.defineProperty(window, 'scrollTo', { value: noop, writable: true });
