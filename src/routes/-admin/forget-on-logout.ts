import { forgetDraft } from '../../features/blog/admin/post-draft-storage';
import { forgetAllOutcomes } from '../../lib/pwa/outbox-bridge';

/**
 * What a logout leaves behind on a shared phone: nothing personal. The administrator's unfinished
 * post goes, and so do the contact outbox's notices, which can hold a visitor's name, e-mail address
 * and message. Messages still waiting to be sent stay: they are sent as before. So do posts waiting
 * for a connection and the forms kept beside them (sent-forms.ts): logging out asks first (confirm-logout.ts).
 */
export function forgetPersonalDataOnThisDevice(): void {
  forgetDraft();
  forgetAllOutcomes();
}
