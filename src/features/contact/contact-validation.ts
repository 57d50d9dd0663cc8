// Spec section 5, on trimmed values. Our maximum lengths (the spec has none) refuse a pasted 80 KB block, never cut it.
import { formatNumber } from '../../lib/number-format';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactDraft = Record<ContactField, string>;

export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_DRAFT: ContactDraft = { name: '', email: '', subject: '', message: '' };

/** Name and subject: generous for any real name or subject line. Email: RFC 5321's path limit. */
export const MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, subject: 200, message: 5000 };

export const EMAIL_INVALID = 'Email is invalid';

export const FIELD_LABEL: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/** The spec's "simple pattern": something, an @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fieldError(field: ContactField, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return `${FIELD_LABEL[field]} is required`;
  if (value.length > MAX_LENGTH[field])
    return `${FIELD_LABEL[field]} must be ${formatNumber(MAX_LENGTH[field])} characters or fewer (it has ${formatNumber(value.length)})`;
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return EMAIL_INVALID;
  return undefined;
}

export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = fieldError(field, draft[field]);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

export const firstInvalidField = (errors: ContactErrors): ContactField | undefined =>
  CONTACT_FIELDS.find((field) => errors[field] !== undefined);

export const trimDraft = (draft: ContactDraft): ContactDraft =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, draft[field].trim()])) as ContactDraft;
