import type { ContactTemplateParams, OutboxOutcome } from '../src/shared/sw-contract';

/** What a provider's answer means for a queued message. */
export type Verdict = 'delivered' | 'refused' | 'retry';

/**
 * 2xx: delivered. Other 4xx: the provider refuses this message for good (bad key, blocked address…),
 * so sending it again cannot help. 408 and 429 are the two 4xx that mean "not now", and 5xx is the
 * provider's own trouble: those wait for the next attempt.
 */
export function verdictFor(status: number): Verdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'refused';
  return 'retry';
}

/** One message in the outbox, oldest first. */
export interface QueuedSend {
  id: number;
  queuedAt: number;
  /** A fresh request each call: a request's body can be read only once. */
  toRequest: () => Request;
  params: ContactTemplateParams | null;
}

export interface ReplayDeps {
  /** The oldest waiting message, without removing it. */
  peek: () => Promise<QueuedSend | undefined>;
  remove: (id: number) => Promise<void>;
  send: (request: Request) => Promise<Response>;
  record: (outcome: OutboxOutcome) => Promise<void>;
  now: () => number;
  newId: () => string;
  retentionMs: number;
}

export interface ReplayResult {
  /** Messages the provider accepted in this pass. */
  delivered: number;
  /** True when messages still wait because the network or the provider failed: try again later. */
  pending: boolean;
}

const subjectOf = (params: ContactTemplateParams | null): string => params?.subject ?? '';

/**
 * Sends the waiting messages in order, one at a time. A message leaves the outbox only after a
 * definite answer (accepted, refused for good, or expired), so a pass cut short by the network or
 * by the browser stopping the worker loses nothing. The first failure ends the pass: the next
 * trigger (sync event, worker start, page back online) resumes from the same message, in order.
 *
 * Callers must not run two passes at once (see serial-task.ts): two passes would both send the
 * message at the head of the outbox.
 */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayResult> {
  let delivered = 0;
  let previousId: number | undefined;
  for (;;) {
    const entry = await deps.peek();
    if (!entry) return { delivered, pending: false };
    // A message that was settled but is still there means removal failed: stop rather than resend it.
    if (entry.id === previousId) return { delivered, pending: true };
    previousId = entry.id;

    const base = { id: deps.newId(), subject: subjectOf(entry.params) };
    if (deps.now() - entry.queuedAt > deps.retentionMs) {
      await deps.remove(entry.id);
      await deps.record({ ...base, kind: 'expired', at: deps.now(), status: 0, params: entry.params });
      continue;
    }

    let response: Response;
    try {
      response = await deps.send(entry.toRequest());
    } catch {
      return { delivered, pending: true };
    }
    const verdict = verdictFor(response.status);
    if (verdict === 'retry') return { delivered, pending: true };

    // Removed before the outcome is recorded: if the worker stops in between, the visitor misses
    // a notice, which is better than the message going out twice.
    await deps.remove(entry.id);
    if (verdict === 'delivered') {
      delivered += 1;
      await deps.record({ ...base, kind: 'delivered', at: deps.now() });
    } else {
      await deps.record({ ...base, kind: 'refused', at: deps.now(), status: response.status, params: entry.params });
    }
  }
}
