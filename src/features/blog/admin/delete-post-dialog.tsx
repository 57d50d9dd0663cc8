import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Post } from '../../../lib/posts/model/post';
import classes from './delete-post-dialog.module.css';
import { describePublishError } from './publish-error';
import { removePost } from './save-changes';
import type { WriteOutcome } from './sent-or-waiting';

interface Props {
  /** The post to ask about; null: the dialog is closed. */
  post: Post | null;
  onClose: () => void;
  onDeleted: (post: Post, outcome: WriteOutcome) => void;
}

/**
 * "Delete “…”?": a native modal <dialog> (focus kept inside, Escape cancels) that names the post, so
 * the wrong one is not taken down by a slip of the finger on a phone.
 */
export function DeletePostDialog({ post, onClose, onDeleted }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (post && !element.open) element.showModal();
    if (!post && element.open) element.close();
  }, [post]);

  const confirm = async (): Promise<void> => {
    if (!post) return;
    setDeleting(true);
    setFailure(null);
    try {
      const outcome = await removePost(post);
      setDeleting(false);
      onDeleted(post, outcome);
    } catch (error) {
      console.error('Deleting the post failed', error);
      setFailure(describePublishError(error, 'deleted'));
      setDeleting(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby="delete-post-title"
      aria-describedby="delete-post-consequence"
      // Escape, or the close button: whichever way the dialog closes, the page hears of it once.
      onClose={() => {
        setFailure(null);
        onClose();
      }}
    >
      {post && (
        <>
          <Title order={2} size="h3" id="delete-post-title" dir="auto" className={classes.title}>
            Delete “{post.title}”?
          </Title>
          <Text id="delete-post-consequence" mt="sm">
            The post is removed from the site for good. Visitors who saved it for offline reading lose it the next time
            they are online.
          </Text>
          {failure && (
            <Alert color="red" role="alert" title="The post was not deleted" mt="md">
              {failure}
            </Alert>
          )}
          <Group mt="lg" justify="flex-end">
            <Button variant="default" disabled={deleting} onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
            <Button color="red.9" disabled={deleting} onClick={() => void confirm()}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </Group>
        </>
      )}
    </dialog>
  );
}
