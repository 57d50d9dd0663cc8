import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_OUTBOX, type OutboxOutcome } from '../../shared/sw-contract';
import { rememberWrittenHere, textShownHere } from './written-here';

const NOW = 1_000 * CONTACT_OUTBOX.outcomeTextKeptMs;
const params = { user_name: 'Ada', user_email: 'ada@example.com', subject: 'Hi', message: 'Hello', message_id: 'm-1' };
const refused = (at: number, messageId = 'm-1'): OutboxOutcome => ({
  id: 'o-1',
  kind: 'refused',
  subject: 'Hi',
  at,
  status: 403,
  params: { ...params, message_id: messageId },
});

afterEach(() => sessionStorage.clear());

describe('a refused message’s text on a shared phone', () => {
  it('is shown in the tab that wrote it, within 24 hours of the refusal', () => {
    rememberWrittenHere('m-1');
    expect(textShownHere(refused(NOW - 60_000), NOW)).toEqual(params);
  });

  it('is not shown in another tab: that visitor sees the subject only', () => {
    rememberWrittenHere('m-2');
    expect(textShownHere(refused(NOW - 60_000), NOW)).toBeNull();
  });

  it('is not shown after 24 hours, even to its writer', () => {
    rememberWrittenHere('m-1');
    expect(textShownHere(refused(NOW - CONTACT_OUTBOX.outcomeTextKeptMs - 1), NOW)).toBeNull();
  });

  it('is not shown for a message without an id (queued by an older version)', () => {
    rememberWrittenHere('');
    expect(textShownHere(refused(NOW, ''), NOW)).toBeNull();
  });
});
