import { useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state';

/** The current sign-in state; re-renders when it changes. */
export function useAuthState(): AuthState {
  const { auth } = useRouteContext({ from: '__root__' });
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}
