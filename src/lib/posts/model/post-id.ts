/** Firestore's limit on a document id, in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;

/**
 * Whether an id from a URL could name a Firestore document at all: not empty, at most 1,500
 * bytes, no slash, not "." or "..", and not __like_this__ (reserved). Anything else cannot be a
 * post, so the page says "Post not found" without asking the server, which would answer such an
 * id with an error rather than a plain "no such post" (or fail before sending, for a slash).
 */
export function isPossiblePostId(id: string): boolean {
  if (id === '' || id === '.' || id === '..' || id.includes('/')) return false;
  if (/^__.*__$/s.test(id)) return false;
  return new TextEncoder().encode(id).length <= MAX_ID_BYTES;
}
