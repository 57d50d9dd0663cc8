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
  it('keeps the text of a refused or expired message for at most 7 days', () => {
    expect(CONTACT_OUTBOX.outcomeTextKeptMs).toBe(7 * DAY);
    const outcomes = [
      outcome('refused-today', 'refused', 0),
      outcome('expired-6-days', 'expired', 6),
      outcome('refused-8-days', 'refused', 8),
      outcome('expired-30-days', 'expired', 30),
    ];
    expect(outcomesPastKeeping(outcomes, NOW, CONTACT_OUTBOX.outcomeTextKeptMs)).toEqual([
      'refused-8-days',
      'expired-30-days',
    ]);
  });

  it('leaves a delivered message’s notice, which holds no text of the visitor’s but its subject', () => {
    expect(outcomesPastKeeping([outcome('old', 'delivered', 30)], NOW, 7 * DAY)).toEqual([]);
  });
});
