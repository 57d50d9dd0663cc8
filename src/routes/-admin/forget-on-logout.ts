import { forgetDraft } from '../../features/blog/admin/post-draft-storage';
import { forgetAllOutcomes } from '../../lib/pwa/outbox-bridge';

/**
 * What a logout leaves behind on a shared phone: nothing personal. The administrator's unfinished
 * post goes, and so do the contact outbox's notices, which can hold a visitor's name, e-mail address
 * and message. Messages still waiting to be sent stay: they are sent as before.
 */
export function forgetPersonalDataOnThisDevice(): void {
  forgetDraft();
  forgetAllOutcomes();
}
