import { Button } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { forgetPersonalDataOnThisDevice } from './forget-on-logout';

/**
 * Signs out and stays on /admin, which then shows the login screen, leaving nothing personal on the
 * device. A failure is only logged, as the spec says, and then nothing is forgotten: the
 * administrator is still signed in and may go on writing.
 */
export function LogoutButton() {
  const { auth } = useRouteContext({ from: '__root__' });
  return (
    <Button
      variant="outline"
      onClick={() => {
        auth
          .signOut()
          .then(forgetPersonalDataOnThisDevice)
          .catch((error: unknown) => console.error('Sign-out failed', error));
      }}
    >
      Logout
    </Button>
  );
}
