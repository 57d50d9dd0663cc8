import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The charity's green (growth, Nigeria) from light to dark; shade 7 passes AA on white. */
const brand: MantineColorsTuple = [
  '#e9f7ef',
  '#d2ecdd',
  '#a3d8ba',
  '#70c294',
  '#47b075',
  '#2e9f60',
  '#1f8a50',
  '#176b3e',
  '#105532',
  '#083d22',
];

/** Warm harvest gold for calls to action; shade 8 passes AA on white, shade 3 behind dark text. */
const harvest: MantineColorsTuple = [
  '#fff7e1',
  '#ffedc8',
  '#fdd993',
  '#fbc45a',
  '#f9b22d',
  '#f8a712',
  '#e0930a',
  '#b87806',
  '#8f5c00',
  '#6b4400',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, harvest },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Mantine's dimmed grey and error red are about 3.3:1 on white, too faint for small print; these pass AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
