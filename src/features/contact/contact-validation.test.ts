import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  firstInvalidField,
  MAX_LENGTH,
  trimDraft,
  validateContact,
  type ContactDraft,
} from './contact-validation';

const valid: ContactDraft = {
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject: 'Volunteering',
  message: 'I would like to help at the mobile school.',
};

describe('contact form validation', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names every missing field with the spec wording', () => {
    expect(validateContact(EMPTY_DRAFT)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('treats a field of spaces, tabs and line breaks as empty', () => {
    const blank = { name: '   ', email: '\t', subject: ' \n ', message: '\n\n' };
    expect(validateContact(blank)).toEqual(validateContact(EMPTY_DRAFT));
  });

  it.each(['ada', 'ada@', 'ada@example', '@example.com', 'ada obi@example.com', 'ada@exa mple.com'])(
    'refuses the address %j as invalid',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({ email: 'Email is invalid' });
    },
  );

  it.each(['ada@example.com', 'a.b+c@sub.example.org', '  ada@example.ng  '])('accepts the address %j', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({});
  });

  it('reports only the fields that are wrong', () => {
    expect(validateContact({ ...valid, name: '', subject: ' ' })).toEqual({
      name: 'Name is required',
      subject: 'Subject is required',
    });
  });

  it('accepts each field at its maximum length and refuses one character more, saying how long it is', () => {
    const at = { ...valid, name: 'n'.repeat(MAX_LENGTH.name), message: 'm'.repeat(MAX_LENGTH.message) };
    expect(validateContact(at)).toEqual({});
    const over = { ...valid, name: 'n'.repeat(MAX_LENGTH.name + 1), subject: 's'.repeat(MAX_LENGTH.subject + 1) };
    expect(validateContact(over)).toEqual({
      name: 'Name must be 100 characters or fewer (it has 101)',
      subject: 'Subject must be 200 characters or fewer (it has 201)',
    });
  });

  it('refuses an 80 KB message instead of cutting it', () => {
    const errors = validateContact({ ...valid, message: 'x'.repeat(80 * 1024) });
    expect(errors).toEqual({ message: 'Message must be 5,000 characters or fewer (it has 81,920)' });
  });

  it('refuses an over-long address before judging its shape', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(validateContact({ ...valid, email }).email).toMatch(/^Email must be 254 characters or fewer/);
  });

  it('judges length on the trimmed value', () => {
    expect(validateContact({ ...valid, name: ` ${'n'.repeat(MAX_LENGTH.name)} ` })).toEqual({});
  });

  it('points at the first invalid field in the order of the form', () => {
    expect(firstInvalidField({ message: 'Message is required', email: 'Email is invalid' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('sends trimmed values', () => {
    expect(trimDraft({ name: ' Ada ', email: ' a@b.co ', subject: ' Hi ', message: '\nHello\n' })).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      subject: 'Hi',
      message: 'Hello',
    });
  });
});
