import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_MISSING, emailProblem } from './administrators';

describe('the invite field’s check of an e-mail address', () => {
  it('asks for an address when nothing but spaces was typed', () => {
    expect(emailProblem('')).toBe(EMAIL_MISSING);
    expect(emailProblem('   ')).toBe(EMAIL_MISSING);
  });

  it('names a malformed address', () => {
    for (const typed of ['helper', 'helper@', '@example.org', 'helper at example.org', 'helper@example', 'a b@c.org']) {
      expect(emailProblem(typed), typed).toBe(EMAIL_INVALID);
    }
    expect(emailProblem(`${'a'.repeat(250)}@example.org`)).toBe(EMAIL_INVALID);
  });

  it('accepts an ordinary address, spaces around it included', () => {
    expect(emailProblem('new.helper+blog@example.org')).toBeNull();
    expect(emailProblem('  Pastor@Church.org.ng ')).toBeNull();
  });
});
