import { describe, expect, it } from 'vitest';
import type { ContactTemplateParams, OutboxOutcome } from '../src/shared/sw-contract';
import { replayOutbox, verdictFor, type QueuedSend, type ReplayDeps } from './outbox-replay';
import { serialTask } from './serial-task';

const DAY = 24 * 60 * 60 * 1000;

/** An outbox in memory, a provider that answers from a script, and a log of what reached it. */
function harness(subjects: string[], { queuedAt = 0 } = {}) {
  const outbox: QueuedSend[] = subjects.map((subject, index) => {
    const params: ContactTemplateParams = {
      user_name: 'A',
      user_email: 'a@b.co',
      subject,
      message: 'hi',
      message_id: `id-${subject}`,
    };
    return {
      id: index + 1,
      queuedAt,
      params,
      toRequest: () => new Request('http://mock/api/v1.0/email/send', { method: 'POST', body: subject }),
    };
  });
  const received: string[] = [];
  const outcomes: OutboxOutcome[] = [];
  let online = true;
  let answer: (subject: string) => number = () => 200;
  let ids = 0;
  let clock = queuedAt;

  const deps: ReplayDeps = {
    peek: () => Promise.resolve(outbox[0]),
    remove: (id) => {
      const at = outbox.findIndex((entry) => entry.id === id);
      if (at >= 0) outbox.splice(at, 1);
      return Promise.resolve();
    },
    send: async (request) => {
      const subject = await request.text();
      // Let other triggers interleave, as real network calls do.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!online) throw new TypeError('Failed to fetch');
      const status = answer(subject);
      if (status >= 200 && status < 300) received.push(subject);
      return new Response(status === 200 ? 'OK' : 'nope', { status });
    },
    record: (outcome) => {
      outcomes.push(outcome);
      return Promise.resolve();
    },
    now: () => clock,
    newId: () => `outcome-${++ids}`,
    retentionMs: 7 * DAY,
  };
  return {
    deps,
    outbox,
    received,
    outcomes,
    setOnline: (value: boolean) => (online = value),
    answerWith: (fn: (subject: string) => number) => (answer = fn),
    advance: (ms: number) => (clock += ms),
  };
}

describe('the contact outbox replay', () => {
  it('delivers waiting messages in the order they were written and empties the outbox', async () => {
    const h = harness(['one', 'two', 'three']);
    await expect(replayOutbox(h.deps)).resolves.toEqual({ delivered: 3, pending: false });
    expect(h.received).toEqual(['one', 'two', 'three']);
    expect(h.outbox).toEqual([]);
    expect(h.outcomes.map((o) => [o.kind, o.subject])).toEqual([
      ['delivered', 'one'],
      ['delivered', 'two'],
      ['delivered', 'three'],
    ]);
  });

  it('keeps every message while the network is down, and reports that some still wait', async () => {
    const h = harness(['one', 'two']);
    h.setOnline(false);
    await expect(replayOutbox(h.deps)).resolves.toEqual({ delivered: 0, pending: true });
    expect(h.outbox).toHaveLength(2);
    expect(h.outcomes).toEqual([]);
  });

  it.each([500, 503, 429, 408])('keeps a message the provider answers %i and tries again later', async (status) => {
    const h = harness(['one', 'two']);
    h.answerWith(() => status);
    await expect(replayOutbox(h.deps)).resolves.toEqual({ delivered: 0, pending: true });
    expect(h.outbox.map((entry) => entry.params?.subject)).toEqual(['one', 'two']);
    h.answerWith(() => 200);
    await replayOutbox(h.deps);
    expect(h.received).toEqual(['one', 'two']);
  });

  it.each([400, 403, 422])(
    'gives up on a message the provider refuses with %i, keeps it for the visitor, and goes on',
    async (status) => {
      const h = harness(['bad', 'good']);
      h.answerWith((subject) => (subject === 'bad' ? status : 200));
      await expect(replayOutbox(h.deps)).resolves.toEqual({ delivered: 1, pending: false });
      expect(h.received).toEqual(['good']);
      expect(h.outcomes[0]).toMatchObject({ kind: 'refused', subject: 'bad', status, params: { subject: 'bad' } });
      await replayOutbox(h.deps);
      expect(h.received).toEqual(['good']);
    },
  );

  it('drops a message only after its 7 days are over, and says so', async () => {
    const h = harness(['old']);
    h.advance(7 * DAY - 1);
    h.setOnline(false);
    await replayOutbox(h.deps);
    expect(h.outbox).toHaveLength(1);
    h.advance(2);
    await expect(replayOutbox(h.deps)).resolves.toEqual({ delivered: 0, pending: false });
    expect(h.outbox).toEqual([]);
    expect(h.outcomes[0]).toMatchObject({ kind: 'expired', subject: 'old' });
  });

  it('never sends a message twice when removing it fails', async () => {
    const h = harness(['stuck']);
    h.deps.remove = () => Promise.resolve();
    await expect(replayOutbox(h.deps)).resolves.toEqual({ delivered: 1, pending: true });
    expect(h.received).toEqual(['stuck']);
  });

  it('delivers each of five messages exactly once through ten flaps and overlapping triggers', async () => {
    const subjects = ['m1', 'm2', 'm3', 'm4', 'm5'];
    const h = harness(subjects);
    const replay = serialTask(() => replayOutbox(h.deps));
    const runs: Promise<unknown>[] = [];
    for (let flap = 0; flap < 10; flap += 1) {
      h.setOnline(false);
      runs.push(replay(), replay());
      await new Promise((resolve) => setTimeout(resolve, 0));
      h.setOnline(true);
      // A sync event, the worker starting and the page's "online" all at once.
      runs.push(replay(), replay(), replay());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(runs);
    await replay();
    expect([...h.received].sort()).toEqual(subjects);
    expect(h.outbox).toEqual([]);
  });
});

describe('what an answer means for a queued message', () => {
  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [400, 'refused'],
    [403, 'refused'],
    [451, 'refused'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [0, 'retry'],
  ] as const)('%i means %s', (status, verdict) => {
    expect(verdictFor(status)).toBe(verdict);
  });
});
