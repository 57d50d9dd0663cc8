import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { IMAGES_COLLECTION } from '../../../src/features/blog/images/photo-limits';
import { isPossiblePostId } from '../../../src/lib/posts/model/post-id';
import { BLOG_COLLECTION } from '../../../src/lib/posts/model/post';
import { postFromData, type StoredPost } from './stored-post';

/** A photo's bytes as stored (src/features/blog/images/photo-write.ts). */
export interface StoredPhoto {
  bytes: Buffer;
  contentType: string;
}

export interface PostStore {
  newest: (count: number) => Promise<StoredPost[]>;
  /** Null: no such post. */
  post: (id: string) => Promise<StoredPost | null>;
  /** Every post's address and last change, for the sitemap. */
  all: () => Promise<{ id: string; updatedAt: Date }[]>;
  photo: (id: string) => Promise<StoredPhoto | null>;
}

/** gRPC's INVALID_ARGUMENT, as firebase-admin reports a request Firestore refuses outright. */
const isInvalidArgument = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 3;

/** The sitemap protocol's limit on one file. */
const SITEMAP_MAX_URLS = 50_000;

/** Posts through firebase-admin, in the app's order: newest first, the id breaking ties. */
export function firestorePostStore(db: Firestore): PostStore {
  const posts = db.collection(BLOG_COLLECTION);
  return {
    async newest(count) {
      const found = await posts.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(count).get();
      return found.docs.flatMap((doc) => postFromData(doc.id, doc.data(), doc.updateTime.toDate()) ?? []);
    },
    async post(id) {
      // An id no document can have would make Firestore throw rather than answer "none".
      if (!isPossiblePostId(id)) return null;
      const doc = await posts
        .doc(id)
        .get()
        .catch((error: unknown) => {
          // Firestore refuses some ids the app's check lets through (a NUL byte): no such post either.
          if (isInvalidArgument(error)) return undefined;
          throw error;
        });
      return doc?.exists ? postFromData(doc.id, doc.data(), (doc.updateTime ?? doc.readTime).toDate()) : null;
    },
    async all() {
      // Only the stamp is read: a sitemap needs no text.
      const found = await posts.select('createdAt').limit(SITEMAP_MAX_URLS).get();
      return found.docs.map((doc) => ({ id: doc.id, updatedAt: doc.updateTime.toDate() }));
    },
    async photo(id) {
      if (!isPossiblePostId(id)) return null;
      const data = (await db.collection(IMAGES_COLLECTION).doc(id).get()).data();
      const bytes: unknown = data?.['data'];
      const contentType: unknown = data?.['contentType'];
      if (!Buffer.isBuffer(bytes) || typeof contentType !== 'string' || !contentType.startsWith('image/')) return null;
      return { bytes, contentType };
    },
  };
}
