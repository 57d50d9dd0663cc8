import type { ReactNode } from 'react';
import { Grid } from '../../../components/ui/grid';

/** Post cards side by side: three on wide screens, one on phones. */
export function PostGrid({ children, 'aria-hidden': hidden }: { children: ReactNode; 'aria-hidden'?: boolean }) {
  return (
    <Grid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-hidden={hidden}>
      {children}
    </Grid>
  );
}
