import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form';
import { LogoutButton } from '../features/auth/logout-button';
import { useAuthState } from '../features/auth/use-auth';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/admin')({
  head: () => {
    const head = pageHead({ title: 'Admin', description: 'Administrator area.', path: '/admin' });
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  // Nothing of the admin area renders until Firebase Auth has answered, so no wrong screen flashes.
  beforeLoad: async ({ context }) => {
    await context.auth.whenKnown();
  },
  component: AdminPage,
});

function AdminPage() {
  const auth = useAuthState();

  if (auth.status !== 'signed-in') {
    return (
      <Container size="sm" py="xl">
        <LoginForm />
      </Container>
    );
  }

  if (!auth.isAdmin) {
    return (
      <Container size="sm" py="xl">
        <Stack align="flex-start">
          <Title order={1}>Not authorized</Title>
          <Text>You are signed in as {auth.email}, which is not the administrator account.</Text>
          <LogoutButton />
        </Stack>
      </Container>
    );
  }

  return (
    <Container size={800} py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Admin Dashboard</Title>
        <LogoutButton />
      </Group>
      <Text>Signed in as {auth.email}.</Text>
    </Container>
  );
}
