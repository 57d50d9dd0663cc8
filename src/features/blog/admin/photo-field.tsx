import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { MAX_DESCRIPTION_LENGTH } from '../images/photo-limits';
import { PhotoError, preparePhoto } from '../images/prepare-photo';
import { keepsACover, type CoverChoice } from './cover-choice';
import { usePhotoAddress } from './use-photo-address';

type Props = { value: CoverChoice; onChange: (value: CoverChoice) => void; descriptionError?: string | undefined };

const kilobytes = (bytes: number): string => `${String(Math.round(bytes / 1024))} KB`;
const size = ({ width, height }: { width: number; height: number }): string =>
  `${String(width)} × ${String(height)} px`;

function status({ published, photo, removed }: CoverChoice): string {
  if (photo) {
    const ready = `Ready: ${size(photo)}, ${kilobytes(photo.bytes.byteLength)}.`;
    return published ? `${ready} It replaces the current cover when you save.` : ready;
  }
  if (published && removed) return 'The cover photo is removed from the post when you save.';
  if (published) return `This post's cover: ${size(published)}. Choose a photo to replace it.`;
  return 'Resized on this device to at most 1600 px and about 300 KB before it is sent.';
}

export function PhotoField({ value, onChange, descriptionError }: Props) {
  const [state, setState] = useState<'idle' | 'preparing' | { error: string }>('idle');
  const input = useRef<HTMLInputElement>(null);
  const preview = usePhotoAddress(value.photo);

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setState('preparing');
    try {
      const photo = await preparePhoto(file);
      setState('idle');
      onChange({ ...value, photo, removed: false });
    } catch (error) {
      setState({
        error: error instanceof PhotoError ? error.message : 'This photo could not be prepared. Please try another.',
      });
    }
  };

  const forgetChosen = (): void => {
    // A file input cannot be emptied through React's state.
    if (input.current) input.current.value = '';
    setState('idle');
    onChange({ ...value, photo: null });
  };

  return (
    <Stack gap="xs">
      <label htmlFor="post-cover-photo">
        <Text fw={500} size="sm" component="span">
          Cover photo (optional)
        </Text>
      </label>
      <input
        ref={input}
        id="post-cover-photo"
        name="coverPhoto"
        type="file"
        // The phone offers its camera and its gallery.
        accept="image/*"
        aria-describedby="post-cover-photo-help"
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <Text id="post-cover-photo-help" size="sm" c="gray.7" role="status">
        {state === 'preparing' ? 'Preparing the photo...' : typeof state === 'object' ? state.error : status(value)}
      </Text>
      {preview && value.photo && (
        <img src={preview} alt="" width={160} height={Math.round((160 * value.photo.height) / value.photo.width)} />
      )}
      {value.photo && (
        <Button variant="default" size="xs" w="fit-content" onClick={forgetChosen}>
          {value.published ? 'Keep the current cover' : 'Do not use this photo'}
        </Button>
      )}
      {value.published && !value.photo && (
        // The browser's own checkbox: Mantine's would add its style sheet to every page (one sheet for all).
        <Group component="label" gap="xs">
          <input
            type="checkbox"
            name="removeCover"
            checked={value.removed}
            onChange={(event) => onChange({ ...value, removed: event.currentTarget.checked })}
          />
          <Text size="sm" component="span">
            Remove the cover photo
          </Text>
        </Group>
      )}
      {keepsACover(value) && (
        <TextInput
          label="Photo description"
          name="photoDescription"
          // Checked by the form, whose message says why it matters; the browser's bubble would not.
          withAsterisk
          aria-required
          maxLength={MAX_DESCRIPTION_LENGTH}
          description="What the photo shows, in a few words: read aloud to visitors who cannot see it."
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value.description}
          error={descriptionError}
          onChange={(event) => onChange({ ...value, description: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
