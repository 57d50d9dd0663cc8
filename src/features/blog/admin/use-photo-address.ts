import { useEffect, useMemo } from 'react';
import type { PreparedPhoto } from '../images/prepare-photo';
import type { UnsentPhotos } from './text-photos';

const addressOf = (photo: PreparedPhoto): string =>
  URL.createObjectURL(new Blob([photo.bytes as BlobPart], { type: photo.contentType }));

/** A blob: address of a photo prepared on this device, released when the photo changes or the page leaves. */
export function usePhotoAddress(photo: PreparedPhoto | null): string | null {
  const address = useMemo(() => (photo ? addressOf(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (address) URL.revokeObjectURL(address);
    },
    [address],
  );
  return address;
}

/** Blob: addresses of the photos chosen for the text, by id (for the Preview), released when they change. */
export function usePhotoAddresses(photos: UnsentPhotos): ReadonlyMap<string, string> {
  const addresses = useMemo(
    () => new Map(Object.entries(photos).map(([id, photo]) => [id, addressOf(photo)])),
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
