import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './error-screen.module.css';

interface Props {
  title: string;
  children: ReactNode;
  /** The buttons: the first one is the way forward. */
  actions: ReactNode;
}

/**
 * A whole-page message in place of a page that could not be shown. Its heading takes focus, so a
 * screen reader announces what happened instead of staying silent on a page that changed.
 */
export function ErrorScreen({ title, children, actions }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container size="sm" py={80} data-testid="error-screen">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Text size="lg">{children}</Text>
        {/* A plain flex row: Mantine's Group would add to every page's first download for a rare screen. */}
        <div className={classes.actions}>{actions}</div>
      </Stack>
    </Container>
  );
}
