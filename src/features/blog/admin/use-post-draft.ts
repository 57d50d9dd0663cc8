import { useEffect, useState } from 'react';
import type { NewPost } from '../model/post';
import { EMPTY_DRAFT, loadDraft, storeDraft } from './post-draft-storage';

/** The form's values, restored from and saved to the device as they change. */
export function usePostDraft() {
  const [draft, setDraft] = useState<NewPost>(loadDraft);

  useEffect(() => storeDraft(draft), [draft]);

  return {
    draft,
    setField: (field: keyof NewPost, value: string): void => setDraft((current) => ({ ...current, [field]: value })),
    clear: (): void => setDraft(EMPTY_DRAFT),
  };
}
