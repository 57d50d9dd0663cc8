import { Notice } from '../../../components/ui/notice';
import { offlineNotice } from '../../../lib/posts/model/saved-date';

/** Says plainly that the visitor is reading the copy saved on this device, and how old it is. */
export function OfflineNotice({ savedAt }: { savedAt: number }) {
  return (
    <Notice role="status" tone="harvest" spaced>
      {offlineNotice(savedAt)}
    </Notice>
  );
}
