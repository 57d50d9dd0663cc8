import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES_FILE, themeVariablesCss } from './theme-variables';

describe('the theme as static CSS', () => {
  it('matches src/theme.ts (run `npm run theme:css` after changing the theme)', () => {
    expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(themeVariablesCss());
  });

  it("holds the brand's colours and the primary shade", () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-brand-7: #176b3e');
    expect(css).toContain('--mantine-color-brand-filled: var(--mantine-color-brand-7)');
  });
});
