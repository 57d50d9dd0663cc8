import '@mantine/core/styles/CloseButton.css';
import { Alert, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { photoIdsIn } from '../../../lib/posts/model/inline-photos';
import type { Post } from '../../../lib/posts/model/post';
import { DeletePostDialog } from './delete-post-dialog';
import { MyPosts } from './my-posts';
import { forgetEditDraft, loadEditDraft, type EditDraft } from './post-draft-storage';
import { PostForm } from './post-form';
import type { WriteOutcome } from './sent-or-waiting';
import { WaitingNotice } from './waiting-notice';
import { onWriteSettled, settleEarlierWrites, type WaitingAction } from './waiting-writes';

/** What the dashboard says when a write waits for a connection. */
const WAITING_TEXT: Record<WaitingAction, string> = {
  add: 'You are offline. The post is kept on this device and will be published when the connection returns.',
  save: 'You are offline. The changes are kept on this device and will be saved when the connection returns.',
  delete: 'You are offline. The post will be deleted when the connection returns.',
};

/** What it says when the server has answered a write that had waited. */
const SETTLED_TEXT: Record<WaitingAction, (title: string) => string> = {
  add: (title) => `“${title}” was published.`,
  save: (title) => `The changes to “${title}” were saved.`,
  delete: (title) => `“${title}” was deleted.`,
};

/** The administrator's part of the dashboard: the post form (add or edit) and the list of posts. */
export function BlogStudio() {
  // An edit left unsaved by a reload or a crash opens again where it was.
  const [editing, setEditing] = useState<EditDraft | null>(loadEditDraft);
  const [listVersion, setListVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);

  const changed = (message: string | null): void => {
    setNotice(message);
    setListVersion((version) => version + 1);
  };

  const settledOrWaiting = (action: WaitingAction, outcome: WriteOutcome, sentText: string | null): void =>
    changed(outcome === 'waiting' ? WAITING_TEXT[action] : sentText);

  useEffect(() => {
    settleEarlierWrites();
    // A write that waited has been answered: the list and the notice catch up.
    return onWriteSettled((entry, error) => {
      if (error !== undefined) console.error('A waiting post was refused by the server', error);
      changed(
        error === undefined
          ? SETTLED_TEXT[entry.action](entry.title)
          : `“${entry.title}” could not be sent: the server refused it. Please check it and try again.`,
      );
    });
  }, []);

  return (
    <Stack gap="xl">
      <WaitingNotice />
      {notice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <PostForm
        key={editing?.postId ?? 'new'}
        editing={editing}
        onDone={(what, outcome) => {
          if (what === 'saved') setEditing(null);
          settledOrWaiting(what === 'saved' ? 'save' : 'add', outcome, what === 'saved' ? 'Changes saved.' : null);
        }}
        onCancelEdit={() => setEditing(null)}
      />
      <MyPosts
        version={listVersion}
        onEdit={({ id, title, summary, content, cover }) => {
          setNotice(null);
          // What another edit left on the device (its cover's photo and texts) is not this post's.
          forgetEditDraft();
          setEditing({ postId: id, title, summary, content, cover: cover ?? null, textPhotos: photoIdsIn(content) });
        }}
        onDelete={setDeleting}
      />
      <DeletePostDialog
        post={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(post, outcome) => {
          setDeleting(null);
          if (editing?.postId === post.id) {
            forgetEditDraft();
            setEditing(null);
          }
          settledOrWaiting('delete', outcome, `“${post.title}” was deleted.`);
        }}
      />
    </Stack>
  );
}
