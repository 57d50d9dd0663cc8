import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme';

/**
 * Mantine's theme for the admin area, the one place that uses its components (forms, alerts,
 * dialogs). Every public page is plain elements (src/components/ui) and downloads no Mantine; a
 * page that uses Mantine wraps its content in this. The theme's CSS variables are in the style
 * sheet already (src/styles/theme-variables.css), so the provider does not write them again.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
