import { documentId, parseTimestamp, type RestDocument } from '../../../lib/firestore-rest/rest-values';
import type { Post } from '../model/post';

/**
 * A post from a Firestore document, or null when the document is not a readable post. The rules only
 * let well-formed posts in, but a document written by hand in the console should not break a page.
 */
export function postFromDocument(document: RestDocument): Post | null {
  const fields = document.fields ?? {};
  const title = fields['title']?.stringValue;
  const summary = fields['summary']?.stringValue;
  const content = fields['content']?.stringValue;
  const createdAtText = fields['createdAt']?.timestampValue;
  const createdAt = createdAtText === undefined ? undefined : parseTimestamp(createdAtText);
  if (title === undefined || summary === undefined || content === undefined || !createdAt) return null;
  const coverImage = fields['coverImage']?.stringValue;
  return { id: documentId(document), title, summary, content, createdAt, ...(coverImage ? { coverImage } : {}) };
}
