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
/** The description read to visitors who cannot see the photo (its alt text). */
export const MAX_DESCRIPTION_LENGTH = 250;

export type PhotoType = 'image/webp' | 'image/jpeg';
