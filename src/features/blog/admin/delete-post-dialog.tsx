import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import type { Post } from '../../../lib/posts/model/post';
import { describePublishError } from './publish-error';
import { removePost } from './post-writes';
import type { WriteOutcome } from './sent-or-waiting';

interface Props {
  post: Post | null;
  onClose: () => void;
  onDeleted: (post: Post, outcome: WriteOutcome) => void;
}

/** "Delete “…”?", naming the post, so the wrong one is not taken down. */
export function DeletePostDialog({ post, onClose, onDeleted }: Props) {
  return (
    <ConfirmDialog
      subject={post}
      question={(asked) => `Delete “${asked.title}”?`}
      consequence={() =>
        'The post is removed from the site for good. Visitors who saved it for offline reading lose it the next time they are online.'
      }
      action="Delete"
      busyAction="Deleting..."
      act={async (asked) => onDeleted(asked, await removePost(asked))}
      failureTitle="The post was not deleted"
      describeFailure={(error) => describePublishError(error, 'deleted')}
      onClose={onClose}
    />
  );
}
