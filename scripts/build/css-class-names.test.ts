import { describe, expect, it } from 'vitest';
import { cssModuleClassName } from './css-class-names';

describe('cssModuleClassName', () => {
  const root = '/checkout';

  it('keeps the rule’s name and tags it with its file', () => {
    expect(cssModuleClassName('card', '/checkout/src/components/ui/card.module.css', root)).toMatch(/^card_[\w-]{5}$/);
  });

  it('is the same for every rule of one file, and in another checkout of the project', () => {
    const tag = (name: string, file: string, at: string) => cssModuleClassName(name, file, at).slice(name.length);
    expect(tag('card', '/checkout/src/a.module.css', root)).toBe(tag('title', '/checkout/src/a.module.css', root));
    expect(tag('card', '/checkout/src/a.module.css', root)).toBe(
      tag('card', '/elsewhere/src/a.module.css', '/elsewhere'),
    );
  });

  it('differs between files, so one file’s rule never styles another’s element', () => {
    const files = ['button', 'card', 'grid', 'layout', 'notice', 'typography', 'close-button'].map(
      (name) => `/checkout/src/components/ui/${name}.module.css`,
    );
    const names = new Set(files.map((file) => cssModuleClassName('root', file, root)));
    expect(names.size).toBe(files.length);
  });

  it('ignores the query Vite adds to a module’s id', () => {
    expect(cssModuleClassName('x', '/checkout/src/a.module.css?used', root)).toBe(
      cssModuleClassName('x', '/checkout/src/a.module.css', root),
    );
  });
});
