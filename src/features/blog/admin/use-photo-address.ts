import { useEffect, useMemo } from 'react';
import type { PreparedPhoto } from '../images/prepare-photo';
import type { UnsentPhotos } from './text-photos';

/** Blob: addresses of the photos chosen for the text, by id (for the Preview), released when they change. */
export function usePhotoAddresses(photos: UnsentPhotos): ReadonlyMap<string, string> {
  const addresses = useMemo(
    () =>
      new Map(
        Object.entries(photos).map(([id, { bytes, contentType }]) => [
          id,
          URL.createObjectURL(new Blob([bytes as BlobPart], { type: contentType })),
        ]),
      ),
    [photos],
  );
  useEffect(
    () => () => {
      for (const address of addresses.values()) URL.revokeObjectURL(address);
    },
    [addresses],
  );
  return addresses;
}

export function usePhotoAddress(photo: PreparedPhoto | null): string | null {
  const photos = useMemo((): UnsentPhotos => (photo ? { photo } : {}), [photo]);
  return usePhotoAddresses(photos).get('photo') ?? null;
}
