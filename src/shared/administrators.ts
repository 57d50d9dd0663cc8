/** The contract between the admin dashboard's Administrators panel and functions/src/administrators.ts. */
export const ADMINISTRATORS_FUNCTION = 'administrators';
export const ADMINISTRATORS_PATH = '/api/administrators';

export type Administrator = { uid: string; email: string };

export type AdministratorsRequest =
  { action: 'list' } | { action: 'invite'; email: string } | { action: 'remove'; uid: string };

export type AdministratorsList = { administrators: Administrator[] };

export interface Invitation {
  email: string;
  /** True when the invitation made a new account: it has no password until the invitee chooses one. */
  created: boolean;
  /** For a new account: Firebase's link to choose a password, for the inviter to send. */
  passwordLink?: string;
}

export const EMAIL_MISSING = 'Type the e-mail address of the person to invite.';
export const EMAIL_INVALID = 'That does not look like an e-mail address. Check it, for example name@example.org.';

/**
 * A plain shape check; Firebase Auth has the last word. Not <input type="email">'s: its bubble is not
 * styled, not read out beside the field, and absent in some browsers (Opera Mini).
 */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return EMAIL_MISSING;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) && trimmed.length <= 254 ? null : EMAIL_INVALID;
}
