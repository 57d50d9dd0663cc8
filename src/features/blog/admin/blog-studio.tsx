import '@mantine/core/styles/CloseButton.css';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Post } from '../model/post';
import { DeletePostDialog } from './delete-post-dialog';
import { MyPosts } from './my-posts';
import { forgetEditDraft, loadEditDraft, type EditDraft } from './post-draft-storage';
import { PostForm } from './post-form';

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

  return (
    <Stack gap="xl">
      {notice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <PostForm
        key={editing?.postId ?? 'new'}
        editing={editing}
        onDone={(what) => {
          if (what === 'saved') setEditing(null);
          changed(what === 'saved' ? 'Changes saved.' : null);
        }}
        onCancelEdit={() => setEditing(null)}
      />
      <MyPosts
        version={listVersion}
        onEdit={({ id, title, summary, content }) => {
          setNotice(null);
          setEditing({ postId: id, title, summary, content });
        }}
        onDelete={setDeleting}
      />
      <DeletePostDialog
        post={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(post) => {
          setDeleting(null);
          if (editing?.postId === post.id) {
            forgetEditDraft();
            setEditing(null);
          }
          changed(`“${post.title}” was deleted.`);
        }}
      />
    </Stack>
  );
}
