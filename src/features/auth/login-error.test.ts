import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED, loginErrorFor, TOO_MANY_ATTEMPTS } from './login-error';

/** The shape of Firebase's FirebaseError, as far as the form looks at it. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('loginErrorFor', () => {
  it("tells Firebase's too-many-attempts lockout apart, without asking to check what was typed", () => {
    expect(loginErrorFor(firebaseError('auth/too-many-requests'))).toEqual({
      message: 'Too many attempts. Try again later or reset your password.',
      checkWhatWasTyped: false,
    });
    expect(TOO_MANY_ATTEMPTS).toBe('Too many attempts. Try again later or reset your password.');
  });

  it('says Invalid credentials for a wrong password or an unknown address alike', () => {
    for (const code of [
      'auth/invalid-credential',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-email',
    ]) {
      expect(loginErrorFor(firebaseError(code)), code).toEqual({ message: LOGIN_FAILED, checkWhatWasTyped: true });
    }
    expect(LOGIN_FAILED).toBe('Invalid credentials');
  });

  it('falls back to Invalid credentials for anything it does not recognise', () => {
    expect(loginErrorFor(new Error('boom')).message).toBe(LOGIN_FAILED);
    expect(loginErrorFor('a string').message).toBe(LOGIN_FAILED);
  });
});
