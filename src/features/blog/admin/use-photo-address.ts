import { useEffect, useMemo } from 'react';
import type { PreparedPhoto } from '../images/prepare-photo';

/** A blob: address of a photo prepared on this device, released when the photo changes or the page leaves. */
export function usePhotoAddress(photo: PreparedPhoto | null): string | null {
  const address = useMemo(
    () => (photo ? URL.createObjectURL(new Blob([photo.bytes as BlobPart], { type: photo.contentType })) : null),
    [photo],
  );
  useEffect(
    () => () => {
      if (address) URL.revokeObjectURL(address);
    },
    [address],
  );
  return address;
}
