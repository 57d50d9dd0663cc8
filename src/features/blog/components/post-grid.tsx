import type { HTMLAttributes, ReactNode } from 'react';
import { Grid } from '../../../components/ui/grid';

type Props = Pick<HTMLAttributes<HTMLDivElement>, 'aria-hidden'> & { children: ReactNode; 'data-needs-script'?: '' };

export function PostGrid(props: Props) {
  return <Grid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" {...props} />;
}
