import { errorCode } from '../../lib/error-code';

/** The spec's message for a failed sign-in: it never says which of the two was wrong. */
export const LOGIN_FAILED = 'Invalid credentials';

/** Firebase locks an account for a while after many failed attempts; the password may be right. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Try again later or reset your password.';

export interface LoginError {
  message: string;
  checkWhatWasTyped: boolean;
}

// Firebase Auth's error, as the login form shows it. Only the lockout is told apart: a wrong e-mail address and a wrong
// password read the same, as the spec asks, so the form does not reveal which accounts exist.
export function loginErrorFor(error: unknown): LoginError {
  if (errorCode(error) === 'auth/too-many-requests') return { message: TOO_MANY_ATTEMPTS, checkWhatWasTyped: false };
  return { message: LOGIN_FAILED, checkWhatWasTyped: true };
}
