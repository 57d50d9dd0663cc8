import { useEffect, useRef, type ReactNode } from 'react';
import { classNames } from '../ui/class-names';
import { containerClass, layoutClasses } from '../ui/layout';
import { Text, Title } from '../ui/typography';
import classes from './error-screen.module.css';

interface Props {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** A whole-page message; its heading takes focus, so a screen reader announces what happened. */
export function ErrorScreen({ title, children, actions }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={containerClass('sm', classes.screen)} data-testid="error-screen">
      <div className={classNames(layoutClasses.stack, layoutClasses.centered)}>
        <Title order={1} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Text size="lg">{children}</Text>
        <div className={classes.actions}>{actions}</div>
      </div>
    </div>
  );
}
