import type { ReactNode } from 'react';
import { containerClass, layoutClasses } from './ui/layout';
import { Text, Title } from './ui/typography';
import classes from './page-intro.module.css';

interface Props {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A page's heading and opening paragraph, the same on every simple page. */
export function PageIntro({ title, lead, children }: Props) {
  return (
    <div className={containerClass('md', layoutClasses.section)}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {lead && (
        <Text size="lg" className={classes.lead}>
          {lead}
        </Text>
      )}
      {children}
    </div>
  );
}
