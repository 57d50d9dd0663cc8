import { useEffect, useState } from 'react';
import type { NewPost } from '../model/post';
import { EMPTY_DRAFT, loadDraft, storeDraft, storeEditDraft, type EditDraft } from './post-draft-storage';

/**
 * The form's values, restored from and saved to the device as they change: the new post's draft,
 * or, while a published post is being edited (`editing`), that edit.
 */
export function usePostDraft(editing: EditDraft | null) {
  const [draft, setDraft] = useState<NewPost>(() => editing ?? loadDraft());
  const postId = editing?.postId;

  useEffect(() => {
    if (postId === undefined) storeDraft(draft);
    else storeEditDraft({ postId, ...draft });
  }, [draft, postId]);

  return {
    draft,
    setField: (field: keyof NewPost, value: string): void => setDraft((current) => ({ ...current, [field]: value })),
    clear: (): void => setDraft(EMPTY_DRAFT),
  };
}
