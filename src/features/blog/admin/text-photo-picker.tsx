import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { newPhotoId } from '../images/photo-write';
import { PhotoError, preparePhoto, type PreparedPhoto } from '../images/prepare-photo';

const HELP = 'Placed in Content where the cursor is; write what the photo shows between its [ ].';

export function TextPhotoPicker({ onChosen }: { onChosen: (id: string, photo: PreparedPhoto) => void }) {
  const [status, setStatus] = useState(HELP);

  const choose = async (input: HTMLInputElement): Promise<void> => {
    const file = input.files?.[0];
    if (!file) return;
    setStatus('Preparing the photo...');
    try {
      const photo = await preparePhoto(file);
      onChosen(newPhotoId(), photo);
      setStatus('The photo is placed in Content: write what it shows between its [ ].');
    } catch (error) {
      setStatus(error instanceof PhotoError ? error.message : 'This photo could not be prepared. Please try another.');
    }
    // The same photo can be chosen again, for another place.
    input.value = '';
  };

  return (
    <Stack gap="xs">
      <label htmlFor="post-text-photo">
        <Text fw={500} size="sm" component="span">
          Add a photo to the text
        </Text>
      </label>
      <input
        id="post-text-photo"
        type="file"
        accept="image/*"
        aria-describedby="post-text-photo-help"
        onChange={(event) => void choose(event.currentTarget)}
      />
      <Text id="post-text-photo-help" size="sm" c="gray.7" role="status">
        {status}
      </Text>
    </Stack>
  );
}
