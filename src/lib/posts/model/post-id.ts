/** Firestore's limit on a document id, in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;

/** Else "Post not found" without asking the server, which would answer with an error, not "no such post". */
export function isPossiblePostId(id: string): boolean {
  if (id === '' || id === '.' || id === '..' || id.includes('/') || /^__.*__$/s.test(id)) return false;
  return new TextEncoder().encode(id).length <= MAX_ID_BYTES;
}
