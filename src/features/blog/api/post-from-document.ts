import { Timestamp, type DocumentSnapshot } from 'firebase/firestore/lite';
import type { Post } from '../model/post';

/**
 * A post from a Firestore document, or null when the document is not a readable post. The rules only
 * let well-formed posts in, but a document written by hand in the console should not break a page.
 */
export function postFromDocument(snapshot: DocumentSnapshot): Post | null {
  const data = snapshot.data();
  if (!data) return null;
  const { title, summary, content, createdAt } = data;
  if (typeof title !== 'string' || typeof summary !== 'string' || typeof content !== 'string') return null;
  if (!(createdAt instanceof Timestamp)) return null;
  return {
    id: snapshot.id,
    title,
    summary,
    content,
    createdAt: { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds },
  };
}

export const toTimestamp = ({ seconds, nanoseconds }: Post['createdAt']): Timestamp =>
  new Timestamp(seconds, nanoseconds);
