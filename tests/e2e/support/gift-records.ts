import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { LOCAL_HOST, LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from '../../../src/config/local-stack';
import type { InboxEntry } from '../../../scripts/stack/emailjs-mock';
import { LOCAL_RECEIPT_TEMPLATE_ID } from '../../../scripts/stack/local-functions';
import {
  DONATIONS_COLLECTION,
  GIFT_RECEIPTS_COLLECTION,
  type DonationRecord,
  type GiftReceiptRecord,
} from '../../../src/shared/gift-records';
import { recordGiftOnce } from '../../../functions/src/gifts/record-gift';

/**
 * Gifts as the webhook function records them: written with firebase-admin into the Firestore
 * emulator, past the rules, with the function's own code. Each test makes its own references, so tests running in parallel never share a record.
 */
let app: App | undefined;

function db(): Firestore {
  // firebase-admin finds the emulator through this variable only; a test worker talks to nothing else.
  process.env['FIRESTORE_EMULATOR_HOST'] = `${LOCAL_HOST}:${LOCAL_PORTS.firestore}`;
  app ??= initializeApp({ projectId: LOCAL_PROJECT_ID }, `gift-records-${process.pid}`);
  return getFirestore(app);
}

export async function recordGiftReceipt(reference: string, receipt: GiftReceiptRecord): Promise<void> {
  await db().collection(GIFT_RECEIPTS_COLLECTION).doc(reference).set(receipt);
}

/** The gift recorded by the webhook function's own code (functions/src/gifts/record-gift.ts). */
export async function recordDonation(donation: DonationRecord): Promise<void> {
  await recordGiftOnce(db(), donation);
}

/** The receipts the EmailJS mock was asked to send for one gift. */
export async function receiptsSentFor(reference: string): Promise<InboxEntry[]> {
  const inbox = (await (await fetch(`${localUrl(LOCAL_PORTS.emailjs)}/__inbox`)).json()) as InboxEntry[];
  return inbox.filter(
    (entry) =>
      entry.body.template_id === LOCAL_RECEIPT_TEMPLATE_ID && entry.body.template_params['reference'] === reference,
  );
}

export async function deleteAllDonations(): Promise<void> {
  await db().recursiveDelete(db().collection(DONATIONS_COLLECTION));
}

export async function closeGiftRecords(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}
