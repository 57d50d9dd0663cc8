import { Notice } from '../../../components/ui/notice';
import { offlineNotice } from '../../../lib/posts/model/saved-date';

export function OfflineNotice({ savedAt }: { savedAt: number }) {
  return (
    <Notice role="status" tone="harvest" spaced>
      {offlineNotice(savedAt)}
    </Notice>
  );
}
