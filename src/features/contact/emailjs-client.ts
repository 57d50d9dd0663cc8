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

/** Loaded when the form is first focused: ready by the press of Send, and out of the first download. */
export function loadEmailJs(): Promise<EmailJs> {
  return (loading ??= import('@emailjs/browser').then(
    (emailjs) => {
      const protections = parseEmailJsProtections(import.meta.env, { localStack: env.emulators !== null });
      emailjs.init({
        publicKey: env.emailJs.publicKey,
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
  ));
}

/** Never throws. Offline, the service worker answers "queued" (sw/contact-outbox.ts). */
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
