import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MAX_POSTS_PER_LIST } from '../../src/lib/posts/rest/posts-query';
import {
  ACCEPTED_EDITS,
  ACCEPTED_POSTS,
  REFUSED_EDITS,
  REFUSED_POSTS,
  validEdit,
  validPost,
} from './blog-post-fixtures';
import { useRulesEnvironment } from './rules-test-environment';
import { ROLES } from './rules-test-roles';

const EXISTING_POST_ID = 'existing-post';

const { firestoreOf } = useRulesEnvironment(async (db) => {
  await setDoc(doc(db, 'blog', EXISTING_POST_ID), {
    ...validPost(),
    createdAt: Timestamp.fromDate(new Date('2026-01-05T09:00:00Z')),
  });
  await setDoc(doc(db, 'messages', 'one'), { text: 'not public' });
});

for (const role of ROLES) {
  describe(`the blog rules for ${role.who}`, () => {
    const can = role.isAdministrator ? 'can' : 'cannot';

    it(`${role.who} can read one post`, async () => {
      const snapshot = await assertSucceeds(getDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID)));
      if (!snapshot.exists()) throw new Error('The seeded post was readable but empty.');
    });

    it(`${role.who} can list the posts newest first, ${MAX_POSTS_PER_LIST} at most`, async () => {
      const posts = query(
        collection(firestoreOf(role), 'blog'),
        orderBy('createdAt', 'desc'),
        limit(MAX_POSTS_PER_LIST),
      );
      const snapshot = await assertSucceeds(getDocs(posts));
      if (snapshot.size !== 1) throw new Error(`Expected the one seeded post, got ${snapshot.size}.`);
    });

    it(`${role.who} cannot list the posts without a limit`, async () => {
      const posts = query(collection(firestoreOf(role), 'blog'), orderBy('createdAt', 'desc'));
      await assertFails(getDocs(posts));
      await assertFails(getDocs(collection(firestoreOf(role), 'blog')));
    });

    it(`${role.who} cannot list more than ${MAX_POSTS_PER_LIST} posts in one request`, async () => {
      const posts = query(collection(firestoreOf(role), 'blog'), limit(MAX_POSTS_PER_LIST + 1));
      await assertFails(getDocs(posts));
    });

    it(`${role.who} ${can} add a valid post stamped with the server's time`, async () => {
      const adding = addDoc(collection(firestoreOf(role), 'blog'), validPost());
      await (role.isAdministrator ? assertSucceeds(adding) : assertFails(adding));
    });

    it(`${role.who} ${can} add a post under an address made from its title`, async () => {
      const adding = setDoc(doc(firestoreOf(role), 'blog', 'clean-water-for-jos'), validPost());
      await (role.isAdministrator ? assertSucceeds(adding) : assertFails(adding));
    });

    for (const { description, post } of ACCEPTED_POSTS) {
      it(`${role.who} ${can} add a post ${description}`, async () => {
        const adding = addDoc(collection(firestoreOf(role), 'blog'), post());
        await (role.isAdministrator ? assertSucceeds(adding) : assertFails(adding));
      });
    }

    for (const { description, post } of REFUSED_POSTS) {
      it(`${role.who} cannot add a post ${description}`, async () => {
        await assertFails(addDoc(collection(firestoreOf(role), 'blog'), post()));
      });
    }

    for (const { description, post } of ACCEPTED_EDITS) {
      it(`${role.who} ${can} edit a post with a change ${description}`, async () => {
        const editing = updateDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID), post());
        await (role.isAdministrator ? assertSucceeds(editing) : assertFails(editing));
      });
    }

    for (const { description, post } of REFUSED_EDITS) {
      it(`${role.who} cannot edit a post with a change ${description}`, async () => {
        await assertFails(updateDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID), post()));
      });
    }

    it(`${role.who} ${can} edit a post twice, each time stamped with the server's time`, async () => {
      const existing = doc(firestoreOf(role), 'blog', EXISTING_POST_ID);
      const editing = (async () => {
        await updateDoc(existing, validEdit());
        await updateDoc(existing, { ...validEdit(), title: 'A second fix' });
      })();
      await (role.isAdministrator ? assertSucceeds(editing) : assertFails(editing));
    });

    it(`${role.who} cannot overwrite an existing post, even with a valid new one`, async () => {
      await assertFails(setDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID), validPost()));
    });

    it(`${role.who} ${can} delete a post`, async () => {
      const deleting = deleteDoc(doc(firestoreOf(role), 'blog', EXISTING_POST_ID));
      await (role.isAdministrator ? assertSucceeds(deleting) : assertFails(deleting));
    });

    it(`${role.who} cannot read another collection`, async () => {
      await assertFails(getDoc(doc(firestoreOf(role), 'messages', 'one')));
    });

    it(`${role.who} cannot write to another collection`, async () => {
      await assertFails(setDoc(doc(firestoreOf(role), 'messages', 'two'), { text: 'hello' }));
    });

    it(`${role.who} cannot add a comment under a post`, async () => {
      const comments = collection(firestoreOf(role), 'blog', EXISTING_POST_ID, 'comments');
      await assertFails(addDoc(comments, { text: 'Amen' }));
    });
  });
}
