import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** A page's heading and opening paragraph, the same on every simple page. */
export function PageIntro({ title, lead, children }: Props) {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="sm">
        {title}
      </Title>
      {lead && (
        <Text size="lg" mb="md">
          {lead}
        </Text>
      )}
      {children}
    </Container>
  );
}
