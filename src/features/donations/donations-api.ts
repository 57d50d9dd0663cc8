// A cursor, never an offset: Firestore bills an offset's skipped documents as reads, and a new gift would shift them.
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { firestore } from '../../lib/firestore';
import { DONATIONS_COLLECTION, type DonationRecord } from '../../shared/gift-records';
import { toDonationRecord } from './donation-record';

const DONATIONS_PAGE_SIZE = 20;

export type DonationsCursor = QueryDocumentSnapshot;

const donations = () => collection(firestore(), DONATIONS_COLLECTION);

function records(documents: QueryDocumentSnapshot[]): DonationRecord[] {
  return documents.flatMap((document) => {
    const record = toDonationRecord(document.data());
    if (!record) console.warn(`donations/${document.id} is not a donation record; it is left out.`);
    return record ? [record] : [];
  });
}

export async function readDonationsPage(
  after?: DonationsCursor,
  size = DONATIONS_PAGE_SIZE,
): Promise<{ donations: DonationRecord[]; next?: DonationsCursor }> {
  const { docs } = await getDocs(
    query(donations(), orderBy('paidAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(size)),
  );
  // A full page may have more after it; the next read says so by coming back empty.
  return { donations: records(docs), next: docs.length === size ? docs.at(-1) : undefined };
}

// For the totals: a range on one field needs no composite index, so the status is filtered here.
export async function readDonationsSince(since: Date): Promise<DonationRecord[]> {
  const snapshot = await getDocs(query(donations(), where('paidAt', '>=', since.toISOString())));
  return records(snapshot.docs);
}

export async function readAllDonations(): Promise<DonationRecord[]> {
  const all: DonationRecord[] = [];
  let cursor: DonationsCursor | undefined;
  do {
    const page = await readDonationsPage(cursor, 500);
    all.push(...page.donations);
    cursor = page.next;
  } while (cursor);
  return all;
}
