import { BANK_TRANSFER_HEADING_ID } from '../donate-ids';
import { GIVE_ONLINE_TEXT as TEXT } from './give-online-texts';
import classes from './give-online.module.css';

export type PaymentNotice = { kind: 'cancelled' | 'offline' | 'unreachable' } | { kind: 'failed'; message: string };

/** Both live regions stay in the page, empty, so that what they later say is announced. */
export function PaymentNotices({ notice }: { notice: PaymentNotice | null }) {
  return (
    <>
      <div role="status" className={classes.notice}>
        {notice?.kind === 'cancelled' && TEXT.cancelled}
      </div>
      <div role="alert" className={classes.problemNotice}>
        {notice && notice.kind !== 'cancelled' && (
          <>
            {notice.kind === 'failed' ? TEXT.failed(notice.message) : TEXT[notice.kind]} {TEXT.bankTransferPointer}{' '}
            <a href={`#${BANK_TRANSFER_HEADING_ID}`}>{TEXT.bankTransferLink}</a>.
          </>
        )}
      </div>
    </>
  );
}
