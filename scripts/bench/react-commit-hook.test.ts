import { act, createElement, memo, useState, type Dispatch, type SetStateAction } from 'react';
import { describe, expect, it } from 'vitest';
import { listCommits, type CommitRecord } from './react-commit-hook';

// React reads the DevTools hook once, when react-dom is first evaluated: install it before that.
listCommits();
const { createRoot } = await import('react-dom/client');
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const commits = (): CommitRecord[] => (window as Window & { __benchCommits?: CommitRecord[] }).__benchCommits ?? [];
const namesIn = (commit: CommitRecord | undefined): string[] => (commit?.rendered ?? []).map(([name]) => name);

function Label({ text }: { text: string }) {
  return createElement('span', null, text);
}
const Footer = memo(function Footer() {
  return createElement('footer', null, createElement('p', null, 'unchanged'));
});

let setCount: Dispatch<SetStateAction<number>> = () => undefined;
function Counter() {
  const [count, set] = useState(0);
  setCount = set;
  return createElement(
    'main',
    null,
    createElement('output', { 'data-count': count }, createElement(Label, { text: `count ${count}` })),
    createElement(Footer),
  );
}

describe('the commit list of bench:commits', () => {
  it('names the components that rendered in each commit and counts new and updated elements', () => {
    const root = createRoot(document.createElement('div'));
    act(() => {
      root.render(createElement(Counter));
    });
    const first = commits().at(-1);
    expect(namesIn(first)).toEqual(expect.arrayContaining(['Counter', 'Label', 'Footer']));
    // main, output, span, footer, p.
    expect(first).toMatchObject({ fresh: 5, updated: 0 });

    const before = commits().length;
    act(() => {
      setCount(1);
    });
    expect(commits()).toHaveLength(before + 1);
    const update = commits().at(-1);
    // The memoised footer's props did not change: it did not render again, and nothing in it updated.
    expect(namesIn(update)).toEqual(expect.arrayContaining(['Counter', 'Label']));
    expect(namesIn(update)).not.toContain('Footer');
    // Counter's three elements were given new props (React compares them with the DOM in the commit);
    // the footer's two were not.
    expect(update).toMatchObject({ fresh: 0, updated: 3 });
    act(() => {
      root.unmount();
    });
  });
});
