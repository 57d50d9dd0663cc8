import { useEffect, useState } from 'react';
import type { NewPost } from '../model/post';
import { coverChoiceOf, type CoverChoice } from './cover-choice';
import { loadCoverPhoto, loadCoverTexts, storeCoverPhoto, storeCoverTexts } from './cover-draft-storage';
import { EMPTY_DRAFT, loadDraft, storeDraft, storeEditDraft, type EditDraft } from './post-draft-storage';

/** The cover as the form last held it on this device, over what the post has on the server. */
function restoredCover(editing: EditDraft | null): CoverChoice {
  const kind = editing ? 'edit' : 'new';
  const texts = loadCoverTexts(kind);
  return { ...coverChoiceOf(editing?.cover ?? null), ...texts, photo: loadCoverPhoto(kind) };
}

/**
 * The form's values, restored from and saved to the device as they change: the new post's draft,
 * or, while a published post is being edited (`editing`), that edit; its cover too (the photo
 * chosen, its description, a removal), so a reload loses nothing the administrator did.
 */
export function usePostDraft(editing: EditDraft | null) {
  const [draft, setDraft] = useState<NewPost>(() =>
    editing ? { title: editing.title, summary: editing.summary, content: editing.content } : loadDraft(),
  );
  const [cover, setCover] = useState<CoverChoice>(() => restoredCover(editing));
  const postId = editing?.postId;
  const published = editing?.cover ?? null;
  const kind = editing ? 'edit' : 'new';

  useEffect(() => {
    if (postId === undefined) storeDraft(draft);
    else storeEditDraft({ postId, cover: published, ...draft });
  }, [draft, postId, published]);

  const { description, removed, photo } = cover;
  useEffect(() => {
    storeCoverTexts(kind, description === '' && !removed ? null : { description, removed });
  }, [kind, description, removed]);
  useEffect(() => {
    storeCoverPhoto(kind, photo);
  }, [kind, photo]);

  return {
    draft,
    setField: (field: keyof NewPost, value: string): void => setDraft((current) => ({ ...current, [field]: value })),
    cover,
    setCover,
    clear: (): void => {
      setDraft(EMPTY_DRAFT);
      setCover(coverChoiceOf(null));
    },
  };
}
