import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  Bytes,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { validPost } from './blog-post-fixtures';
import { startRulesTestEnvironment } from './rules-test-environment';
import { ROLES } from './rules-test-roles';

/** Photos of posts (issue 19, item 5): documents of their own in blog-images, written only by the administrator. */

const EXISTING_IMAGE_ID = 'existing-image';
const EXISTING_POST_ID = 'post-with-photo';
/** The cap in firestore.rules, repeated so a silent change fails here. */
const MAX_IMAGE_BYTES = 400 * 1024;

let environment: RulesTestEnvironment | undefined;
const testEnvironment = (): RulesTestEnvironment => {
  if (!environment) throw new Error('The rules test environment did not start; see the error in beforeAll.');
  return environment;
};

const validImage = (): Record<string, unknown> => ({
  data: Bytes.fromUint8Array(new Uint8Array(1000).fill(7)),
  contentType: 'image/webp',
  width: 1600,
  height: 1067,
  description: 'Children at the new borehole',
});

const REFUSED_IMAGES: readonly { description: string; image: () => Record<string, unknown> }[] = [
  {
    description: `over ${MAX_IMAGE_BYTES} bytes`,
    image: () => ({ ...validImage(), data: Bytes.fromUint8Array(new Uint8Array(MAX_IMAGE_BYTES + 1)) }),
  },
  { description: 'whose bytes are a string', image: () => ({ ...validImage(), data: 'aGVsbG8=' }) },
  { description: 'wider than 1600 px', image: () => ({ ...validImage(), width: 1601 }) },
  { description: 'taller than 1600 px', image: () => ({ ...validImage(), height: 3000 }) },
  { description: 'of another type', image: () => ({ ...validImage(), contentType: 'image/svg+xml' }) },
  { description: 'without a description', image: () => ({ ...validImage(), description: '  ' }) },
  { description: 'with an extra key', image: () => ({ ...validImage(), owner: 'someone' }) },
];

const firestoreOf = (role: (typeof ROLES)[number]): Firestore =>
  role.context(testEnvironment()).firestore() as unknown as Firestore;

beforeAll(async () => {
  setLogLevel('error');
  environment = await startRulesTestEnvironment();
});

afterAll(async () => {
  await environment?.cleanup();
});

beforeEach(async () => {
  await testEnvironment().clearFirestore();
  await testEnvironment().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'blog-images', EXISTING_IMAGE_ID), validImage());
    await setDoc(doc(db, 'blog', EXISTING_POST_ID), { ...validPost(), coverImage: EXISTING_IMAGE_ID });
  });
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

    it(`${role.who} ${can} add a post with a cover photo`, async () => {
      await expectation(
        addDoc(collection(firestoreOf(role), 'blog'), { ...validPost(), coverImage: EXISTING_IMAGE_ID }),
      );
    });

    it(`${role.who} cannot add a post whose cover photo is not an id`, async () => {
      await assertFails(addDoc(collection(firestoreOf(role), 'blog'), { ...validPost(), coverImage: 42 }));
    });

    it(`${role.who} ${can} edit a post that has a cover photo, which it keeps`, async () => {
      const { serverTimestamp } = await import('firebase/firestore');
      await expectation(
        updateDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID), { title: 'Fixed', updatedAt: serverTimestamp() }),
      );
    });
  });
}
