import '@mantine/core/styles/CloseButton.css';
import { Alert, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { photoIdsIn } from '../../../lib/posts/model/inline-photos';
import type { Post } from '../../../lib/posts/model/post';
import { DeletePostDialog } from './delete-post-dialog';
import { MyPosts } from './my-posts';
import { forgetEditDraft, loadEditDraft, type EditDraft } from './post-draft-storage';
import { PostForm } from './post-form';
import { forgetSentForm, nextRefusedForm, type RefusedForm } from './sent-forms';
import type { WriteOutcome } from './sent-or-waiting';
import { WaitingNotice } from './waiting-notice';
import { onWriteSettled, settleEarlierWrites, type WaitingAction } from './waiting-writes';

const WAITING_TEXT: Record<WaitingAction, string> = {
  add: 'You are offline. The post is kept on this device and will be published when the connection returns.',
  save: 'You are offline. The changes are kept on this device and will be saved when the connection returns.',
  delete: 'You are offline. The post will be deleted when the connection returns.',
};

const SETTLED_TEXT: Record<WaitingAction, (title: string) => string> = {
  add: (title) => `“${title}” was published.`,
  save: (title) => `The changes to “${title}” were saved.`,
  delete: (title) => `“${title}” was deleted.`,
};

export function BlogStudio() {
  // A refused post comes back first, if the form is free for it; else an edit a reload left unsaved.
  const [refused, setRefused] = useState<RefusedForm | null>(nextRefusedForm);
  const [editing, setEditing] = useState<EditDraft | null>(() => refused?.editing ?? loadEditDraft());
  const [listVersion, setListVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  // Drawn again to show a refused post.
  const [formVersion, setFormVersion] = useState(0);

  const changed = (message: string | null): void => {
    setNotice(message);
    setListVersion((version) => version + 1);
  };

  const settledOrWaiting = (action: WaitingAction, outcome: WriteOutcome, sentText: string | null): void =>
    changed(outcome === 'waiting' ? WAITING_TEXT[action] : sentText);

  const [refusal, setRefusal] = useState<string | null>(null);

  // A refused post waits on the device until the form is free (tried again after each add, save or cancel).
  const bringBackRefused = (): boolean => {
    const back = nextRefusedForm();
    if (!back) return false;
    setRefused(back);
    setEditing(back.editing);
    setFormVersion((version) => version + 1);
    changed(null);
    return true;
  };

  // The form has made the refused post its draft (its effects run first): the kept copy can go.
  useEffect(() => {
    if (refused) forgetSentForm(refused.key);
  }, [refused]);

  useEffect(() => {
    settleEarlierWrites();
    return onWriteSettled((entry, error) => {
      if (error === undefined) return changed(SETTLED_TEXT[entry.action](entry.title));
      console.error('A waiting post was refused by the server', error);
      if (entry.action === 'delete') {
        setRefusal(`“${entry.title}” could not be deleted: the server refused it. Please try again.`);
      } else if (!bringBackRefused()) {
        setRefusal(
          `The server refused “${entry.title}”. It is kept on this device and comes back in the form once you have added or saved what the form holds now.`,
        );
      }
    });
    // Subscribed once per visit: bringBackRefused reads all it needs from the device.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const formFreed = (): void => {
    setRefused(null);
    bringBackRefused();
  };

  return (
    <Stack gap="xl">
      <WaitingNotice />
      {refusal && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {notice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <PostForm
        key={`${editing?.postId ?? 'new'}-${String(formVersion)}`}
        editing={editing}
        {...(refused ? { refusal: refused } : {})}
        onDone={(what, outcome) => {
          if (what === 'saved') setEditing(null);
          settledOrWaiting(what === 'saved' ? 'save' : 'add', outcome, what === 'saved' ? 'Changes saved.' : null);
          formFreed();
        }}
        onCancelEdit={() => {
          setEditing(null);
          formFreed();
        }}
      />
      <MyPosts
        version={listVersion}
        onEdit={({ id, title, summary, content, cover }) => {
          setNotice(null);
          setRefused(null);
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
