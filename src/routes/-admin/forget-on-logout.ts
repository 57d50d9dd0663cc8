import { forgetDraft } from '../../features/blog/admin/post-draft-storage';
import { forgetAllOutcomes } from '../../lib/pwa/outbox-bridge';

/**
 * A logout leaves nothing personal on a shared phone: the unfinished post and the contact outbox's
 * notices go. Messages and posts still waiting to be sent stay (confirm-logout.ts asks first).
 */
export function forgetPersonalDataOnThisDevice(): void {
  forgetDraft();
  forgetAllOutcomes();
}
