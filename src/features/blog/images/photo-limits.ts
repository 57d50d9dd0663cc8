/**
 * Where a post's photos live and what they may be. Firestore documents of their own today (Cloud
 * Storage's emulator cannot run on our machines and new projects need the paid plan for it); moving
 * them elsewhere touches only this folder. firestore.rules repeats the limits.
 */
export const IMAGES_COLLECTION = 'blog-images';

/** The long edge of a photo as it is stored, in pixels. */
export const MAX_PHOTO_EDGE = 1600;
/** What a photo may weigh once compressed on the phone; the rules refuse over 400 KB. */
export const MAX_PHOTO_BYTES = 300 * 1024;
/**
 * What the new photos of one post may weigh together, sent in its one batch. Firestore refuses a
 * commit over 10 MiB, but the whole form, photos included, is also kept in localStorage (about 5
 * million characters per site in Chrome, and base64 makes the bytes a third larger) until the server
 * has it, beside the next draft; and the administrator pays for every megabyte on prepaid data.
 * 2 MB is still six to ten photos of a phone, resized.
 */
export const MAX_POST_PHOTOS_BYTES = 2 * 1024 * 1024;
/** The description read to visitors who cannot see the photo (its alt text). */
export const MAX_DESCRIPTION_LENGTH = 250;

export type PhotoType = 'image/webp' | 'image/jpeg';
