import { useRouteContext } from '@tanstack/react-router';
import { useStoreValue } from '../../lib/use-store-value';
import { UNKNOWN, type AuthState } from './auth-state';

export function useAuthState(): AuthState {
  const { auth } = useRouteContext({ from: '__root__' });
  // Prerendered pages know nobody; the browser fills in the visitor after hydration.
  return useStoreValue(auth.state, UNKNOWN);
}
