import { StorableRequest, type QueueStore } from 'workbox-background-sync';
import { isObject, type ContactTemplateParams } from '../src/shared/sw-contract';
import type { QueuedSend } from './outbox-replay';

type StoredEntry = Awaited<ReturnType<QueueStore['getAll']>>[number];

const PARAM_KEYS = ['user_name', 'user_email', 'subject', 'message'] as const;

/** The form's fields, for notices and to give a refused message back. Null when the body is not the form's. */
export function readTemplateParams(body: ArrayBuffer | undefined): ContactTemplateParams | null {
  if (!body) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed['template_params'])) return null;
  const params = parsed['template_params'];
  const out: Partial<ContactTemplateParams> = {};
  for (const key of PARAM_KEYS) {
    const value = params[key];
    if (typeof value !== 'string') return null;
    out[key] = value;
  }
  // Messages queued by a version without ids have none; they are still delivered and restorable.
  const id = params['message_id'];
  return { ...out, message_id: typeof id === 'string' ? id : '' } as ContactTemplateParams;
}

export function toQueuedSend(entry: StoredEntry): QueuedSend {
  const stored = new StorableRequest(entry.requestData);
  return {
    id: entry.id,
    queuedAt: entry.timestamp,
    toRequest: () => stored.toRequest(),
    params: readTemplateParams(entry.requestData.body),
  };
}
