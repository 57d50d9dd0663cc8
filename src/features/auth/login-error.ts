import { errorCode } from '../../lib/error-code';

export const LOGIN_FAILED = 'Invalid credentials';

/** Firebase locks an account for a while after many failed attempts; the password may be right. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Try again later or reset your password.';

export interface LoginError {
  message: string;
  checkWhatWasTyped: boolean;
}

// Only the lockout is told apart: a wrong address and a wrong password read the same, so no account's existence shows.
export function loginErrorFor(error: unknown): LoginError {
  if (errorCode(error) === 'auth/too-many-requests') return { message: TOO_MANY_ATTEMPTS, checkWhatWasTyped: false };
  return { message: LOGIN_FAILED, checkWhatWasTyped: true };
}
