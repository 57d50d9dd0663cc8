import type { ContactTemplateParams, OutboxOutcome } from '../src/shared/sw-contract';

type Verdict = 'delivered' | 'refused' | 'retry';

/** A 4xx other than 408 and 429 ("not now") refuses the message for good; 5xx waits for the next attempt. */
export function verdictFor(status: number): Verdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'refused';
  return 'retry';
}

export interface QueuedSend {
  id: number;
  queuedAt: number;
  /** A fresh request each call: a request's body can be read only once. */
  toRequest: () => Request;
  params: ContactTemplateParams | null;
}

export interface ReplayDeps {
  peek: () => Promise<QueuedSend | undefined>;
  remove: (id: number) => Promise<void>;
  send: (request: Request) => Promise<Response>;
  record: (outcome: OutboxOutcome) => Promise<void>;
  now: () => number;
  newId: () => string;
  retentionMs: number;
}

export interface ReplayResult {
  delivered: number;
  /** Messages still wait because the network or the provider failed: try again later. */
  pending: boolean;
}

/**
 * Sends the waiting messages in order. One leaves the outbox only after a definite answer, so a pass
 * cut short loses nothing; the first failure ends the pass, and the next resumes from the same message.
 * Callers must not run two passes at once (serial-task.ts): both would send the head message.
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

    const base = { id: deps.newId(), subject: entry.params?.subject ?? '' };
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
