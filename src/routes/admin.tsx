import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form';
import { LogoutButton } from '../features/auth/logout-button';
import { useAuthState } from '../features/auth/use-auth';
import { AdministratorsPanel } from '../features/administrators/administrators-panel';
import { BlogStudio } from '../features/blog/admin/blog-studio';
import { DonationsPanel } from '../features/donations/donations-panel';
import { noIndex, pageHead } from '../lib/page-head';
import { MantineScope } from '../components/mantine-scope';
import { confirmLogout, forgetPersonalDataOnThisDevice } from './-admin/forget-on-logout';

/** The spec's width of the admin dashboard. */
const DASHBOARD_WIDTH = 800;

export const Route = createFileRoute('/admin')({
  head: () => noIndex(pageHead({ title: 'Admin', description: 'Administrator area.', path: '/admin' })),
  // Nothing of the admin area renders until Firebase Auth has answered, so no wrong screen flashes.
  beforeLoad: async ({ context }) => {
    await context.auth.whenKnown();
  },
  component: () => (
    <MantineScope>
      <AdminPage />
    </MantineScope>
  ),
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
          <LogoutButton onSignedOut={forgetPersonalDataOnThisDevice} />
        </Stack>
      </Container>
    );
  }

  return (
    <Container size={DASHBOARD_WIDTH} py="xl" data-testid="admin-dashboard">
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
          <Title order={1}>Admin Dashboard</Title>
          <Text c="gray.7">Signed in as {auth.email}</Text>
        </div>
        <LogoutButton onSignedOut={forgetPersonalDataOnThisDevice} confirmFirst={confirmLogout} />
      </Group>
      <Stack gap="xl">
        <BlogStudio />
        <DonationsPanel />
        <AdministratorsPanel ownEmail={auth.email} onSignedOut={forgetPersonalDataOnThisDevice} />
      </Stack>
    </Container>
  );
}
