/**
 * A real clip's weight without ffmpeg: the placeholder MP4 and a `free` box of random bytes, which
 * readers skip (so it plays and seeks the same) and which, like video, do not compress.
 */
import { randomSource } from './photo-like';

/** A 30-second 720p clip at about 1 Mbit/s. */
export const REALISTIC_VIDEO_BYTES = 4 * 1024 * 1024;

const BOX_HEADER_BYTES = 8;

export function videoOfSize(placeholder: Buffer, targetBytes: number, seed: number): Buffer {
  const boxBytes = targetBytes - placeholder.length;
  if (boxBytes < BOX_HEADER_BYTES) return placeholder;
  const box = Buffer.alloc(boxBytes);
  box.writeUInt32BE(boxBytes, 0);
  box.write('free', 4, 'latin1');
  const random = randomSource(seed);
  for (let offset = BOX_HEADER_BYTES; offset + 4 <= boxBytes; offset += 4) {
    box.writeUInt32BE(Math.floor(random() * 4294967296), offset);
  }
  return Buffer.concat([placeholder, box]);
}
