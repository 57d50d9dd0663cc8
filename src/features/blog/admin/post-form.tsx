import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import type { PreparedPhoto } from '../images/prepare-photo';
import { formatNumber } from '../../../lib/number-format';
import type { NewPost } from '../../../lib/posts/model/post';
import {
  characterCount,
  POST_FIELD_LABELS,
  POST_LIMITS,
  trimmedPost,
  validateNewPost,
  type PostErrors,
} from '../../../lib/posts/model/post-limits';
import { coverChange, lacksDescription } from './cover-choice';
import { forgetEditDraft, type EditDraft } from './post-draft-storage';
import { PhotoField } from './photo-field';
import { TextPhotoPicker } from './text-photo-picker';
import { inlineChange, photoMarkdown, textPhotoError, withParagraph } from './text-photos';
import { PostPreview, PREVIEW_ID } from './post-preview';
import { describePublishError } from './publish-error';
import { photoWeightError } from './photo-weight';
import { publishPost, saveChanges } from './post-writes';
import type { RefusedForm } from './sent-forms';
import type { WriteOutcome } from './sent-or-waiting';
import { usePostDraft } from './use-post-draft';

const FIELDS: readonly (keyof NewPost)[] = ['title', 'summary', 'content'];
// The spec asks for 8 rows for the content; the title is a single line.
const ROWS: Partial<Record<keyof NewPost, number>> = { summary: 3, content: 8 };

const counter = (text: string, limit: number): string =>
  `${formatNumber(characterCount(text))} of ${formatNumber(limit)} characters`;

const WRAPPER_ORDER: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

const HINTS: Partial<Record<keyof NewPost, string>> = {
  summary: 'Plain text, shown on Home and /blog.',
  content: 'Markdown: # Heading, **bold**, *italics*, [link text](https://…), - list item, > quote.',
};

interface Props {
  editing: EditDraft | null;
  onDone: (what: 'added' | 'saved', outcome: WriteOutcome) => void;
  refusal?: RefusedForm;
  onCancelEdit: () => void;
}

export function PostForm({ editing, refusal, onDone, onCancelEdit }: Props) {
  const { draft, setField, cover, setCover, textPhotos, addTextPhoto, clear } = usePostDraft(editing, refusal ?? null);
  /** Where the caret last was in Content: a photo for the text goes there (at the end before any). */
  const contentCaret = useRef<number | null>(null);
  const publishedTextPhotos = editing?.textPhotos ?? [];
  const [errors, setErrors] = useState<PostErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(refusal?.reason ?? null);
  // The refused post's own heading while its reason shows; the form's usual one for a failure of its own.
  const failureHeading =
    refusal && failure === refusal.reason
      ? refusal.editing
        ? `The changes to “${refusal.draft.title}” were not saved`
        : `“${refusal.draft.title}” was not published`
      : editing
        ? 'The changes were not saved'
        : 'The post was not added';
  const [previewing, setPreviewing] = useState(false);
  const [coverError, setCoverError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const isEdit = editing !== null;
  const idle = editing ? 'Save changes' : 'Add Post';

  // Edit is pressed in the list below the form: bring the filled-in form to the administrator.
  useEffect(() => {
    if (!isEdit) return;
    const title = formRef.current?.elements.namedItem('title');
    if (title instanceof HTMLElement) {
      title.focus({ preventScroll: true });
      title.scrollIntoView({ block: 'center' });
    }
  }, [isEdit]);

  /** A photo for the text goes in as a paragraph where the caret was, the caret then in its [ ]. */
  const placeTextPhoto = (id: string, photo: PreparedPhoto): void => {
    const { text, caret } = withParagraph(
      draft.content,
      contentCaret.current ?? draft.content.length,
      photoMarkdown(id, photo),
    );
    addTextPhoto(id, photo);
    setField('content', text);
    setErrors((current) => ({ ...current, content: undefined }));
    const content = formRef.current?.elements.namedItem('content');
    // After React has put the new text in the box.
    requestAnimationFrame(() => {
      if (!(content instanceof HTMLTextAreaElement)) return;
      content.focus();
      content.setSelectionRange(caret, caret);
      contentCaret.current = caret;
    });
  };

  // Moving the caret, and leaving the box for the photo button: either way it is known.
  const keepCaret = (event: { currentTarget: { selectionEnd: number | null } }): void => {
    contentCaret.current = event.currentTarget.selectionEnd;
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const found = validateNewPost(draft);
    found.content ??= textPhotoError(draft.content, textPhotos, publishedTextPhotos);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    if (lacksDescription(cover)) {
      setCoverError('Describe the photo in a few words: visitors who cannot see it hear this instead.');
      const input = form.elements.namedItem('photoDescription');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setCoverError(undefined);
    const post = trimmedPost(draft);
    const photos = coverChange(cover);
    const inline = inlineChange(post.content, textPhotos, publishedTextPhotos);
    const tooHeavy = photoWeightError(photos, inline, idle);
    if (tooHeavy) return setFailure(tooHeavy);
    // Kept on this device until the server has the write, and put back in the form if it refuses it.
    const sentForm = { editing, draft: post, cover, textPhotos };
    setSending(true);
    try {
      if (editing) {
        const outcome = await saveChanges(editing.postId, post, photos, inline, sentForm);
        forgetEditDraft();
        onDone('saved', outcome);
        return;
      }
      const outcome = await publishPost(post, photos, inline, sentForm);
      // The cleared form is on screen before the alert blocks the page. A waiting post is cleared too: Firestore sends
      // it later, and the form comes back should the server refuse it (sent-forms.ts).
      flushSync(() => {
        clear();
        setSending(false);
      });
      // A file input cannot be emptied through React's state.
      const fileInput = form.elements.namedItem('coverPhoto');
      if (fileInput instanceof HTMLInputElement) fileInput.value = '';
      if (outcome === 'sent') window.alert('Blog post added!');
      onDone('added', outcome);
    } catch (error) {
      console.error(editing ? 'Saving the changes failed' : 'Adding the post failed', error);
      setFailure(describePublishError(error, editing ? 'saved' : 'added'));
      setSending(false);
    }
  };

  return (
    <Paper component="section" withBorder p="xl" aria-labelledby="post-form-title">
      {/* method="post": should the browser ever send the form itself, the post stays out of the URL. */}
      <form ref={formRef} method="post" onSubmit={(event) => void submit(event)}>
        <Stack>
          <Title order={2} id="post-form-title">
            {editing ? 'Edit Blog Post' : 'Add New Blog Post'}
          </Title>
          <Text size="sm" c="gray.7">
            {editing
              ? 'Your changes are saved on this device as you type; visitors see them once you press Save changes.'
              : 'Your draft is saved on this device as you type, so a reload or a lost connection keeps it.'}
          </Text>
          {failure && (
            <Alert color="red" role="alert" title={failureHeading}>
              {failure}
            </Alert>
          )}
          {FIELDS.map((field) => {
            const rows = ROWS[field];
            const props = {
              label: POST_FIELD_LABELS[field],
              name: field,
              required: true,
              value: draft[field],
              error: errors[field],
              description: [counter(draft[field], POST_LIMITS[field]), HINTS[field]].filter(Boolean).join('. '),
              inputWrapperOrder: WRAPPER_ORDER,
              onChange: (event: { currentTarget: { value: string } }) => {
                setField(field, event.currentTarget.value);
                if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
              },
              ...(field === 'content' ? { onSelect: keepCaret, onBlur: keepCaret } : {}),
            };
            return rows === undefined ? (
              <TextInput key={field} {...props} />
            ) : (
              <Textarea key={field} rows={rows} {...props} />
            );
          })}
          <TextPhotoPicker onChosen={placeTextPhoto} />
          <PhotoField
            value={cover}
            descriptionError={coverError}
            onChange={(value) => {
              setCover(value);
              setCoverError(undefined);
            }}
          />
          <Group>
            <Button type="submit" disabled={sending}>
              {sending ? (editing ? 'Saving...' : 'Posting...') : idle}
            </Button>
            <Button
              type="button"
              variant="default"
              aria-expanded={previewing}
              aria-controls={previewing ? PREVIEW_ID : undefined}
              onClick={() => setPreviewing((shown) => !shown)}
            >
              {previewing ? 'Hide preview' : 'Preview'}
            </Button>
            {editing && (
              <Button
                type="button"
                variant="default"
                disabled={sending}
                onClick={() => {
                  forgetEditDraft();
                  onCancelEdit();
                }}
              >
                Cancel
              </Button>
            )}
          </Group>
          {previewing && <PostPreview draft={draft} cover={cover} textPhotos={textPhotos} />}
        </Stack>
      </form>
    </Paper>
  );
}
