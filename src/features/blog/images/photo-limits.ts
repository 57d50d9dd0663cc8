/**
 * Photos are Firestore documents of their own (Cloud Storage's emulator cannot run on our machines and
 * new projects need the paid plan for it). firestore.rules repeats the limits.
 */
export const IMAGES_COLLECTION = 'blog-images';

export const MAX_PHOTO_EDGE = 1600;
/** What a photo may weigh once compressed on the phone; the rules refuse over 400 KB. */
export const MAX_PHOTO_BYTES = 300 * 1024;
/**
 * The new photos of one post together. Firestore allows 10 MiB, but the form is also kept in
 * localStorage (about 5 million characters, and base64 adds a third) until sent, and the
 * administrator pays for every megabyte on prepaid data.
 */
export const MAX_POST_PHOTOS_BYTES = 2 * 1024 * 1024;
export const MAX_DESCRIPTION_LENGTH = 250;

export type PhotoType = 'image/webp' | 'image/jpeg';
