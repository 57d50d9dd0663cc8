import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme';

/** For the admin area, Mantine's only user; the CSS variables are already in src/styles/theme-variables.css. */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
