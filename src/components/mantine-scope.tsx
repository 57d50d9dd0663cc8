import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../theme';

/**
 * Mantine's theme for the pages that use its components (forms, alerts, cards). The site's shell
 * and Home are plain elements (src/components/ui), so a first visit to Home downloads no Mantine;
 * a page that uses Mantine wraps its content in this. The theme's CSS variables are in the style
 * sheet already (src/styles/theme-variables.css), so the provider does not write them again.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
