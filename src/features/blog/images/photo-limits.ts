// Photos are Firestore documents: Cloud Storage's emulator cannot run here and needs the paid plan. Rules repeat these.
export const IMAGES_COLLECTION = 'blog-images';

export const MAX_PHOTO_EDGE = 1600;
/** What a photo may weigh once compressed on the phone; the rules refuse over 400 KB. */
export const MAX_PHOTO_BYTES = 300 * 1024;
// All new photos of one post: Firestore allows 10 MiB, but the form waits in localStorage (about 5 million characters,
// base64 adds a third) and the administrator pays for prepaid data.
export const MAX_POST_PHOTOS_BYTES = 2 * 1024 * 1024;
export const MAX_DESCRIPTION_LENGTH = 250;

export type PhotoType = 'image/webp' | 'image/jpeg';
