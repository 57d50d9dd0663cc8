import { Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { MAX_DESCRIPTION_LENGTH } from '../images/photo-limits';
import { PhotoError, preparePhoto, type PreparedPhoto } from '../images/prepare-photo';

export interface PhotoChoice {
  photo: PreparedPhoto | null;
  description: string;
}

interface Props {
  value: PhotoChoice;
  onChange: (value: PhotoChoice) => void;
  /** The description's error (missing when a photo is chosen). */
  descriptionError?: string | undefined;
}

const kilobytes = (bytes: number): string => `${String(Math.round(bytes / 1024))} KB`;

/**
 * The post's cover photo, from the camera or the gallery, resized and compressed on the phone
 * before anything is sent, with the description visitors who cannot see it hear instead.
 */
export function PhotoField({ value, onChange, descriptionError }: Props) {
  const [state, setState] = useState<'idle' | 'preparing' | { error: string }>('idle');
  // The prepared photo as it will be sent, shown small; its address is released when it changes.
  const preview = useMemo(
    () =>
      value.photo
        ? URL.createObjectURL(new Blob([value.photo.bytes as BlobPart], { type: value.photo.contentType }))
        : null,
    [value.photo],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return onChange({ ...value, photo: null });
    setState('preparing');
    try {
      const photo = await preparePhoto(file);
      setState('idle');
      onChange({ ...value, photo });
    } catch (error) {
      setState({
        error: error instanceof PhotoError ? error.message : 'This photo could not be prepared. Please try another.',
      });
    }
  };

  return (
    <Stack gap="xs">
      <label htmlFor="post-cover-photo">
        <Text fw={500} size="sm" component="span">
          Cover photo (optional)
        </Text>
      </label>
      <input
        id="post-cover-photo"
        name="coverPhoto"
        type="file"
        // The phone offers its camera and its gallery.
        accept="image/*"
        aria-describedby="post-cover-photo-help"
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <Text id="post-cover-photo-help" size="sm" c="gray.7" role="status">
        {state === 'preparing'
          ? 'Preparing the photo...'
          : typeof state === 'object'
            ? state.error
            : value.photo
              ? `Ready: ${String(value.photo.width)} × ${String(value.photo.height)} px, ${kilobytes(value.photo.bytes.byteLength)}.`
              : 'Resized on this device to at most 1600 px and about 300 KB before it is sent.'}
      </Text>
      {preview && value.photo && (
        <img src={preview} alt="" width={160} height={Math.round((160 * value.photo.height) / value.photo.width)} />
      )}
      {value.photo && (
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
