/** What the app knows about the visitor's sign-in. `unknown` until Firebase Auth has answered. */
export type AuthState =
  { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; email: string; isAdmin: boolean };

export const UNKNOWN: AuthState = { status: 'unknown' };
export const SIGNED_OUT: AuthState = { status: 'signed-out' };

export const isAdmin = (state: AuthState): boolean => state.status === 'signed-in' && state.isAdmin;
