import { errorCode } from '../../lib/error-code';

export interface ResetOutcome {
  sent: boolean;
  message: string;
}

export const RESET_NEEDS_EMAIL = 'Type your e-mail address in the Email box first, then press Forgot password? again.';

export const resetSent = (email: string): ResetOutcome => ({
  sent: true,
  message: `If ${email} has an account here, an e-mail with a link to choose a new password is on its way. Check your inbox and spam folder.`,
});

// An unknown address reads like a sent e-mail, so the screen does not reveal which accounts exist.
export function resetOutcomeFor(email: string, error: unknown): ResetOutcome {
  switch (errorCode(error)) {
    case 'auth/user-not-found':
      return resetSent(email);
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return { sent: false, message: 'That e-mail address does not look right. Check it and try again.' };
    case 'auth/network-request-failed':
      return { sent: false, message: 'Could not reach the server. Check your connection and try again.' };
    case 'auth/too-many-requests':
      return { sent: false, message: 'Too many requests. Wait a few minutes and try again.' };
    default:
      return { sent: false, message: 'The reset e-mail could not be sent. Please try again later.' };
  }
}
