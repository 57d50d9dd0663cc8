import { documentId, parseTimestamp, type RestDocument, type RestValue } from '../../firestore-rest/rest-values';
import type { Post, PostCover } from '../model/post';

function coverFrom(value: RestValue | undefined): PostCover | undefined {
  const fields = value?.mapValue?.fields ?? {};
  const id = fields['id']?.stringValue;
  const width = Number(fields['width']?.integerValue);
  const height = Number(fields['height']?.integerValue);
  const description = fields['description']?.stringValue;
  if (!id || !(width > 0) || !(height > 0) || description === undefined) return undefined;
  return { id, width, height, description };
}

/** Null for a document that is not a readable post: one written by hand in the console must not break a page. */
export function postFromDocument(document: RestDocument): Post | null {
  const fields = document.fields ?? {};
  const title = fields['title']?.stringValue;
  const summary = fields['summary']?.stringValue;
  const content = fields['content']?.stringValue;
  const createdAtText = fields['createdAt']?.timestampValue;
  const createdAt = createdAtText === undefined ? undefined : parseTimestamp(createdAtText);
  if (title === undefined || summary === undefined || content === undefined || !createdAt) return null;
  const cover = coverFrom(fields['cover']);
  return { id: documentId(document), title, summary, content, createdAt, ...(cover ? { cover } : {}) };
}
