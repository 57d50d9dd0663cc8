import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme';

/**
 * Mantine's theme for the admin area, the only user of its components; public pages download no
 * Mantine. The CSS variables are already in src/styles/theme-variables.css, so the provider skips them.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
