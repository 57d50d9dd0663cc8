import { forgetDraft } from '../../features/blog/admin/post-draft-storage';
import { forgetAllOutcomes } from '../../lib/pwa/outbox-bridge';

/** Nothing personal stays on a shared phone; waiting messages and posts stay (confirm-logout.ts asks first). */
export function forgetPersonalDataOnThisDevice(): void {
  forgetDraft();
  forgetAllOutcomes();
}
