import { useEffect, useState } from 'react';
import type { PreparedPhoto } from '../images/prepare-photo';
import type { NewPost } from '../../../lib/posts/model/post';
import { coverChoiceOf, type CoverChoice } from './cover-choice';
import {
  loadCoverPhoto,
  loadCoverTexts,
  loadTextPhotos,
  storeCoverPhoto,
  storeCoverTexts,
  storeTextPhotos,
} from './cover-draft-storage';
import { EMPTY_DRAFT, loadDraft, storeDraft, storeEditDraft, type EditDraft } from './post-draft-storage';
import type { SentForm } from './sent-forms';
import type { UnsentPhotos } from './text-photos';

// The form's values, photos too, restored from and saved to the device as they change, so a reload loses nothing.
export function usePostDraft(editing: EditDraft | null, refused: SentForm | null) {
  const kind = editing ? 'edit' : 'new';
  // A refused post comes back as it was sent; its effects below then make it this form's draft.
  const [draft, setDraft] = useState<NewPost>(
    () =>
      refused?.draft ??
      (editing ? { title: editing.title, summary: editing.summary, content: editing.content } : loadDraft()),
  );
  // The cover as the form last held it on this device, over what the post has on the server.
  const [cover, setCover] = useState<CoverChoice>(
    () =>
      refused?.cover ?? {
        ...coverChoiceOf(editing?.cover ?? null),
        ...loadCoverTexts(kind),
        photo: loadCoverPhoto(kind),
      },
  );
  const [textPhotos, setTextPhotos] = useState<UnsentPhotos>(() => refused?.textPhotos ?? loadTextPhotos(kind));

  useEffect(() => {
    if (editing === null) storeDraft(draft);
    else storeEditDraft({ ...editing, ...draft });
  }, [draft, editing]);

  const { description, removed, photo } = cover;
  useEffect(() => {
    storeCoverTexts(kind, description === '' && !removed ? null : { description, removed });
  }, [kind, description, removed]);
  useEffect(() => storeCoverPhoto(kind, photo), [kind, photo]);
  useEffect(() => storeTextPhotos(kind, textPhotos), [kind, textPhotos]);

  return {
    draft,
    setField: (field: keyof NewPost, value: string): void => setDraft((current) => ({ ...current, [field]: value })),
    cover,
    setCover,
    textPhotos,
    addTextPhoto: (id: string, chosen: PreparedPhoto): void =>
      setTextPhotos((current) => ({ ...current, [id]: chosen })),
    clear: (): void => {
      setDraft(EMPTY_DRAFT);
      setCover(coverChoiceOf(null));
      setTextPhotos({});
    },
  };
}
