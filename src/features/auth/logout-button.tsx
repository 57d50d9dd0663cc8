import { Button } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';

/** Signs out and stays on /admin, which then shows the login screen. A failure is only logged, as the spec says. */
export function LogoutButton() {
  const { auth } = useRouteContext({ from: '__root__' });
  return (
    <Button
      variant="outline"
      onClick={() => {
        auth.signOut().catch((error: unknown) => console.error('Sign-out failed', error));
      }}
    >
      Logout
    </Button>
  );
}
