import type * as EmailJsModule from '@emailjs/browser';
import type { StorageProvider } from '@emailjs/browser';
import { env } from '../../config/env';
import type { ContactTemplateParams } from '../../shared/sw-contract';
import type { ContactDraft } from './contact-validation';
import { parseEmailJsProtections } from './emailjs-protections';
import { outcomeOfAnswer, outcomeOfError, type SendOutcome } from './send-outcome';
import { rememberWrittenHere } from './written-here';

type EmailJs = typeof EmailJsModule;

/** The throttle's last-send time, per browser. Without a storage provider `limitRate` does nothing. */
const RATE_LIMIT_ID = 'contact-form';

function tryStorage<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(window.localStorage);
  } catch {
    // Storage can be switched off (some private modes): the throttle then simply does not apply.
    return undefined;
  }
}

const localStorageProvider: StorageProvider = {
  get: (key) => Promise.resolve(tryStorage((storage) => storage.getItem(key))),
  set: (key, value) => Promise.resolve(tryStorage((storage) => storage.setItem(key, value))),
  remove: (key) => Promise.resolve(tryStorage((storage) => storage.removeItem(key))),
};

let loading: Promise<EmailJs> | undefined;

/**
 * Loads and configures the EmailJS library once. Called when the visitor first focuses the form,
 * so the library is ready by the time they press Send and stays out of the page's first download.
 */
export function loadEmailJs(): Promise<EmailJs> {
  loading ??= import('@emailjs/browser').then(
    (emailjs) => {
      const protections = parseEmailJsProtections(import.meta.env, { localStack: env.emulators !== null });
      emailjs.init({
        publicKey: env.emailJs.publicKey,
        // The local stack's EmailJS-compatible server, or api.emailjs.com.
        origin: env.emailJs.origin,
        blockHeadless: protections.blockHeadless,
        blockList: { list: protections.blockList, watchVariable: 'user_email' },
        limitRate: { id: RATE_LIMIT_ID, throttle: protections.throttleMs },
        storageProvider: localStorageProvider,
      });
      return emailjs;
    },
    (error: unknown) => {
      // Let the next attempt try again (the chunk may have failed on a flaky network).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Sends one message. Never throws: every way it can end is a `SendOutcome` the form can show.
 * With the service worker in control the request passes through it, and comes back as "queued"
 * when the network is gone (see sw/contact-outbox.ts). `messageId` is the message's id, the same
 * for every attempt to send the same message (message-id.ts).
 */
export async function sendContactMessage(draft: ContactDraft, messageId: string): Promise<SendOutcome> {
  let emailjs: EmailJs;
  try {
    emailjs = await loadEmailJs();
  } catch {
    return navigator.onLine ? { kind: 'failed' } : { kind: 'not-saved' };
  }
  const params: ContactTemplateParams = {
    user_name: draft.name,
    user_email: draft.email,
    subject: draft.subject,
    message: draft.message,
    message_id: messageId,
  };
  try {
    const outcome = outcomeOfAnswer(await emailjs.send(env.emailJs.serviceId, env.emailJs.templateId, params));
    if (outcome.kind === 'queued') rememberWrittenHere(messageId);
    return outcome;
  } catch (error) {
    return outcomeOfError(error);
  }
}
