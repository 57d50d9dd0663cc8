import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  Bytes,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { validPost } from './blog-post-fixtures';
import { useRulesEnvironment } from './rules-test-environment';
import { ROLES } from './rules-test-roles';

/**
 * Photos of posts (issue 19, items 5 and 10): documents of their own in blog-images, written only by
 * the administrator, in the same batch as the post that names them (added with it, deleted with it or
 * when its cover is replaced or removed). A post names its cover with the photo's size and description.
 */

const EXISTING_IMAGE_ID = 'existing-image';
const EXISTING_POST_ID = 'post-with-photo';
/** The cap in firestore.rules, repeated so a silent change fails here. */
const MAX_IMAGE_BYTES = 400 * 1024;

const validImage = (): Record<string, unknown> => ({
  data: Bytes.fromUint8Array(new Uint8Array(1000).fill(7)),
  contentType: 'image/webp',
  width: 1600,
  height: 1067,
});

/** How a post names a photo: its id, size and description (the alt text). */
const coverOf = (id: string, image = validImage()): Record<string, unknown> => ({
  id,
  width: image['width'],
  height: image['height'],
  description: 'Children at the new borehole',
});

const REFUSED_COVERS: readonly { description: string; cover: () => Record<string, unknown> }[] = [
  { description: 'that names a photo nobody stored', cover: () => coverOf('no-such-photo') },
  {
    description: 'whose size is not the photo’s',
    cover: () => ({ ...coverOf(EXISTING_IMAGE_ID), width: 1200 }),
  },
  { description: 'without a description', cover: () => ({ ...coverOf(EXISTING_IMAGE_ID), description: ' ' }) },
  {
    description: 'with a description over 250 characters',
    cover: () => ({ ...coverOf(EXISTING_IMAGE_ID), description: 'a'.repeat(251) }),
  },
  { description: 'with an extra key', cover: () => ({ ...coverOf(EXISTING_IMAGE_ID), owner: 'someone' }) },
  { description: 'that is only an id', cover: () => ({ id: EXISTING_IMAGE_ID }) },
];

const REFUSED_IMAGES: readonly { description: string; image: () => Record<string, unknown> }[] = [
  {
    description: `over ${MAX_IMAGE_BYTES} bytes`,
    image: () => ({ ...validImage(), data: Bytes.fromUint8Array(new Uint8Array(MAX_IMAGE_BYTES + 1)) }),
  },
  { description: 'whose bytes are a string', image: () => ({ ...validImage(), data: 'aGVsbG8=' }) },
  { description: 'wider than 1600 px', image: () => ({ ...validImage(), width: 1601 }) },
  { description: 'taller than 1600 px', image: () => ({ ...validImage(), height: 3000 }) },
  { description: 'of another type', image: () => ({ ...validImage(), contentType: 'image/svg+xml' }) },
  { description: 'with a description (the post holds it)', image: () => ({ ...validImage(), description: 'x' }) },
  { description: 'with an extra key', image: () => ({ ...validImage(), owner: 'someone' }) },
];

const { firestoreOf } = useRulesEnvironment(async (db) => {
  await setDoc(doc(db, 'blog-images', EXISTING_IMAGE_ID), validImage());
  await setDoc(doc(db, 'blog', EXISTING_POST_ID), { ...validPost(), cover: coverOf(EXISTING_IMAGE_ID) });
});

for (const role of ROLES) {
  describe(`the photo rules for ${role.who}`, () => {
    const can = role.isAdministrator ? 'can' : 'cannot';
    const expectation = (write: Promise<unknown>) =>
      role.isAdministrator ? assertSucceeds(write) : assertFails(write);

    it(`${role.who} can read one photo, and cannot list the photos`, async () => {
      await assertSucceeds(getDoc(doc(firestoreOf(role), 'blog-images', EXISTING_IMAGE_ID)));
      await assertFails(getDocs(query(collection(firestoreOf(role), 'blog-images'), limit(5))));
    });

    it(`${role.who} ${can} add a photo resized on the phone, with its description`, async () => {
      await expectation(addDoc(collection(firestoreOf(role), 'blog-images'), validImage()));
    });

    for (const { description, image } of REFUSED_IMAGES) {
      it(`${role.who} cannot add a photo ${description}`, async () => {
        await assertFails(addDoc(collection(firestoreOf(role), 'blog-images'), image()));
      });
    }

    it(`${role.who} cannot change a photo`, async () => {
      await assertFails(updateDoc(doc(firestoreOf(role), 'blog-images', EXISTING_IMAGE_ID), { description: 'Other' }));
    });

    it(`${role.who} ${can} delete a photo`, async () => {
      await expectation(deleteDoc(doc(firestoreOf(role), 'blog-images', EXISTING_IMAGE_ID)));
    });

    it(`${role.who} cannot change a photo's bytes`, async () => {
      await assertFails(
        updateDoc(doc(firestoreOf(role), 'blog-images', EXISTING_IMAGE_ID), {
          data: Bytes.fromUint8Array(new Uint8Array(10)),
        }),
      );
    });

    it(`${role.who} ${can} add a post and its cover photo in one batch`, async () => {
      const db = firestoreOf(role);
      const batch = writeBatch(db);
      const image = doc(collection(db, 'blog-images'));
      batch.set(image, validImage());
      batch.set(doc(db, 'blog', 'new-post-with-photo'), { ...validPost(), cover: coverOf(image.id) });
      await expectation(batch.commit());
    });

    it(`${role.who} ${can} add a post naming a photo already stored`, async () => {
      await expectation(
        setDoc(doc(firestoreOf(role), 'blog', 'another-post'), { ...validPost(), cover: coverOf(EXISTING_IMAGE_ID) }),
      );
    });

    for (const { description, cover } of REFUSED_COVERS) {
      it(`${role.who} cannot add a post whose cover ${description}`, async () => {
        await assertFails(setDoc(doc(firestoreOf(role), 'blog', 'bad-cover'), { ...validPost(), cover: cover() }));
      });

      it(`${role.who} cannot edit a post so that its cover ${description}`, async () => {
        await assertFails(
          updateDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID), { cover: cover(), updatedAt: serverTimestamp() }),
        );
      });
    }

    it(`${role.who} cannot add a post whose cover photo is a bare id (the old shape)`, async () => {
      await assertFails(
        setDoc(doc(firestoreOf(role), 'blog', 'old-shape'), { ...validPost(), coverImage: EXISTING_IMAGE_ID }),
      );
    });

    it(`${role.who} ${can} edit a post that has a cover photo, which it keeps`, async () => {
      await expectation(
        updateDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID), { title: 'Fixed', updatedAt: serverTimestamp() }),
      );
    });

    it(`${role.who} ${can} describe a post's cover photo anew`, async () => {
      await expectation(
        updateDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID), {
          cover: { ...coverOf(EXISTING_IMAGE_ID), description: 'The pump, seen from the school' },
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it(`${role.who} ${can} replace a post's cover: the new photo added, the old one deleted, in one batch`, async () => {
      const db = firestoreOf(role);
      const batch = writeBatch(db);
      const image = doc(collection(db, 'blog-images'));
      const smaller = { ...validImage(), width: 800, height: 600 };
      batch.set(image, smaller);
      batch.update(doc(db, 'blog', EXISTING_POST_ID), {
        cover: coverOf(image.id, smaller),
        updatedAt: serverTimestamp(),
      });
      batch.delete(doc(db, 'blog-images', EXISTING_IMAGE_ID));
      await expectation(batch.commit());
    });

    it(`${role.who} ${can} remove a post's cover and delete its photo in one batch`, async () => {
      const db = firestoreOf(role);
      const batch = writeBatch(db);
      batch.update(doc(db, 'blog', EXISTING_POST_ID), { cover: deleteField(), updatedAt: serverTimestamp() });
      batch.delete(doc(db, 'blog-images', EXISTING_IMAGE_ID));
      await expectation(batch.commit());
    });

    it(`${role.who} ${can} delete a post and its cover photo in one batch`, async () => {
      const db = firestoreOf(role);
      const batch = writeBatch(db);
      batch.delete(doc(db, 'blog', EXISTING_POST_ID));
      batch.delete(doc(db, 'blog-images', EXISTING_IMAGE_ID));
      await expectation(batch.commit());
    });
  });
}
