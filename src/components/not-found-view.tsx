import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';

interface Props {
  title: string;
  message: string;
  backTo: NonNullable<LinkProps['to']>;
  backLabel: string;
}

/** The one "nothing here" screen: unknown URLs, programs, stories and posts. */
export function NotFoundView({ title, message, backTo, backLabel }: Props) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{message}</Text>
        <Button component={Link} to={backTo} size="md">
          {backLabel}
        </Button>
      </Stack>
    </Container>
  );
}
