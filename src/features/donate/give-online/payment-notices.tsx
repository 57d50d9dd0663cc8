import { BANK_TRANSFER_HEADING_ID } from '../donate-ids';
import { GIVE_ONLINE_TEXT as TEXT } from './give-online-texts';
import classes from './give-online.module.css';

/** What became of a press of Continue to payment, when it did not end on the thank-you page. */
export type PaymentNotice =
  { kind: 'cancelled' } | { kind: 'offline' } | { kind: 'unreachable' } | { kind: 'failed'; message: string };

function problemText(notice: Exclude<PaymentNotice, { kind: 'cancelled' }>): string {
  switch (notice.kind) {
    case 'offline':
      return TEXT.offline;
    case 'unreachable':
      return TEXT.unreachable;
    case 'failed':
      return TEXT.failed(notice.message);
  }
}

/**
 * A cancel is said politely (a status); a payment that cannot start is an alert that points to the
 * bank details further down the same page. Both regions stay in the page, empty, so that what they
 * later say is announced.
 */
export function PaymentNotices({ notice }: { notice: PaymentNotice | null }) {
  return (
    <>
      <div role="status" className={classes.notice}>
        {notice?.kind === 'cancelled' && TEXT.cancelled}
      </div>
      <div role="alert" className={classes.problemNotice}>
        {notice && notice.kind !== 'cancelled' && (
          <>
            {problemText(notice)} {TEXT.bankTransferPointer}{' '}
            <a href={`#${BANK_TRANSFER_HEADING_ID}`}>{TEXT.bankTransferLink}</a>.
          </>
        )}
      </div>
    </>
  );
}
