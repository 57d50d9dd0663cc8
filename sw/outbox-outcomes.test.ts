import { describe, expect, it } from 'vitest';
import { CONTACT_OUTBOX, type OutboxOutcome } from '../src/shared/sw-contract';
import { outcomesPastKeeping } from './outbox-outcomes';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 100 * DAY;
const params = { user_name: 'Ada', user_email: 'ada@example.com', subject: 'Hi', message: 'Hello', message_id: 'x' };

const outcome = (id: string, kind: OutboxOutcome['kind'], daysAgo: number): OutboxOutcome =>
  kind === 'delivered'
    ? { id, kind, subject: 'Hi', at: NOW - daysAgo * DAY }
    : { id, kind, subject: 'Hi', at: NOW - daysAgo * DAY, status: kind === 'refused' ? 403 : 0, params };

describe('outcomesPastKeeping', () => {
  it('keeps the name, e-mail and text of a refused or expired message for at most 24 hours', () => {
    expect(CONTACT_OUTBOX.outcomeTextKeptMs).toBe(DAY);
    const outcomes = [
      outcome('refused-now', 'refused', 0),
      outcome('expired-23-hours', 'expired', 23 / 24),
      outcome('refused-25-hours', 'refused', 25 / 24),
      outcome('expired-30-days', 'expired', 30),
    ];
    const past = outcomesPastKeeping(outcomes, NOW, CONTACT_OUTBOX.outcomeTextKeptMs);
    expect(past.map(({ id }) => id)).toEqual(['refused-25-hours', 'expired-30-days']);
    // The notice stays, with its subject: the visitor still learns the message did not arrive.
    expect(past).toEqual([
      { ...outcomes[2], params: null },
      { ...outcomes[3], params: null },
    ]);
  });

  it('has nothing to do for a text already removed, or a delivered message’s notice, which holds only its subject', () => {
    const removed: OutboxOutcome = {
      id: 'old',
      kind: 'refused',
      subject: 'Hi',
      at: NOW - 30 * DAY,
      status: 403,
      params: null,
    };
    expect(outcomesPastKeeping([removed, outcome('sent', 'delivered', 30)], NOW, DAY)).toEqual([]);
  });
});
