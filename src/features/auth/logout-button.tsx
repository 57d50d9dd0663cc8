import { Button } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';

interface Props {
  /** What the signed-out device forgets: the admin area knows what it keeps. */
  onSignedOut: () => void;
  /** Asked first, when logging out would leave something behind; false keeps the administrator signed in. */
  confirmFirst?: () => boolean;
}

// A failure is only logged, as the spec says, and nothing is forgotten: the administrator is still signed in.
export function LogoutButton({ onSignedOut, confirmFirst }: Props) {
  const { auth } = useRouteContext({ from: '__root__' });
  return (
    <Button
      variant="outline"
      onClick={() => {
        if (confirmFirst && !confirmFirst()) return;
        auth
          .signOut()
          .then(onSignedOut)
          .catch((error: unknown) => console.error('Sign-out failed', error));
      }}
    >
      Logout
    </Button>
  );
}
