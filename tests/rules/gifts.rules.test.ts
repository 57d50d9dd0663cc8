import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
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
import {
  DONATIONS_COLLECTION,
  GIFT_RECEIPTS_COLLECTION,
  type DonationRecord,
  type GiftReceiptRecord,
} from '../../src/shared/gift-records';
import { startRulesTestEnvironment } from './rules-test-environment';
import { ROLES } from './rules-test-roles';

/**
 * Gifts given online: the webhook function writes them (with firebase-admin, past these rules); the
 * donor's thank-you page gets one receipt by its reference; only the administrator reads the full
 * records, with the donors' e-mail addresses; no client writes either collection.
 */

const REFERENCE = 'hh_abcdefghijklmnopqrstuvwxyz';

const receiptRecord: GiftReceiptRecord = {
  status: 'confirmed',
  amount: 500_000,
  currency: 'NGN',
  program: 'education',
  frequency: 'once',
  paidAt: '2026-11-28T10:00:00.000Z',
};

const donationRecord: DonationRecord = {
  ...receiptRecord,
  reference: REFERENCE,
  email: 'donor@example.org',
  channel: 'card',
  recordedAt: '2026-11-28T10:00:05.000Z',
};

let environment: RulesTestEnvironment | undefined;
const testEnvironment = (): RulesTestEnvironment => {
  if (!environment) throw new Error('The rules test environment did not start; see the error in beforeAll.');
  return environment;
};

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
    await setDoc(doc(db, DONATIONS_COLLECTION, REFERENCE), donationRecord);
    await setDoc(doc(db, GIFT_RECEIPTS_COLLECTION, REFERENCE), receiptRecord);
    await setDoc(doc(db, 'giftPlans', 'PLN_rules'), { program: 'education' });
  });
});

for (const role of ROLES) {
  describe(`the gift rules for ${role.who}`, () => {
    const firestore = (): Firestore => role.context(testEnvironment()).firestore() as unknown as Firestore;

    it('can read one gift receipt by its reference', async () => {
      await assertSucceeds(getDoc(doc(firestore(), GIFT_RECEIPTS_COLLECTION, REFERENCE)));
    });

    it('cannot list the gift receipts, even a few', async () => {
      await assertFails(getDocs(query(collection(firestore(), GIFT_RECEIPTS_COLLECTION), limit(3))));
    });

    it(`${role.isAdministrator ? 'can' : 'cannot'} read and list the donations with the donors' e-mail addresses`, async () => {
      const expectation = (read: Promise<unknown>) => (role.isAdministrator ? assertSucceeds(read) : assertFails(read));
      await expectation(getDoc(doc(firestore(), DONATIONS_COLLECTION, REFERENCE)));
      await expectation(getDocs(collection(firestore(), DONATIONS_COLLECTION)));
    });

    it('cannot record, change or delete a gift or its receipt', async () => {
      const db = firestore();
      for (const name of [DONATIONS_COLLECTION, GIFT_RECEIPTS_COLLECTION]) {
        const record = name === DONATIONS_COLLECTION ? donationRecord : receiptRecord;
        await assertFails(setDoc(doc(db, name, 'hh_bbbbbbbbbbbbbbbbbbbbbbbbbb'), { ...record }));
        await assertFails(updateDoc(doc(db, name, REFERENCE), { amount: 100 }));
        await assertFails(deleteDoc(doc(db, name, REFERENCE)));
      }
    });

    it("cannot read or write the function's record of which program each monthly plan pays for", async () => {
      const db = firestore();
      await assertFails(getDoc(doc(db, 'giftPlans', 'PLN_rules')));
      await assertFails(setDoc(doc(db, 'giftPlans', 'PLN_rules'), { program: 'mission' }));
    });
  });
}
