import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { containerClass } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { useHydrated } from '../../components/use-hydrated';
import { contactLinks, site } from '../../config/site';
import { donationOptions, donationSuccess } from '../../content/donations';
import { formatMoney } from '../../lib/money-format';
import type { GiftReceiptRecord } from '../../shared/gift-records';
import classes from './donate.module.css';
import { RECEIPT_TEXT } from './success/receipt-texts';
import type { ReceiptView } from './success/receipt-checks';
import { useGiftReceipt } from './success/use-gift-receipt';

function ConfirmedDetails({ record }: { record: GiftReceiptRecord }) {
  const amount = formatMoney(record.amount / 100, record.currency);
  return (
    <dl className={classes.receiptDetails}>
      <dt>{donationSuccess.amountLabel}</dt>
      <dd>{record.frequency === 'monthly' ? donationSuccess.monthly(amount) : amount}</dd>
      <dt>{donationSuccess.programLabel}</dt>
      <dd>{donationOptions[record.program].title}</dd>
    </dl>
  );
}

/** The gift as the server recorded it, never as the address claims. The status line is a live region. */
export function GiftStatus({ view }: { view: Exclude<ReceiptView, { kind: 'none' }> }) {
  return (
    <section aria-labelledby="gift-receipt-title" className={classes.receipt}>
      <h2 id="gift-receipt-title" className={classes.receiptTitle}>
        {donationSuccess.receiptHeading}
      </h2>
      {'reference' in view && view.reference && (
        <p className={classes.reference}>
          {donationSuccess.referenceLabel} <strong>{view.reference}</strong>
        </p>
      )}
      <p role="status" className={classes.receiptStatus}>
        {view.kind === 'unknown' ? (
          <>
            {view.reference ? RECEIPT_TEXT.notYetKnown : RECEIPT_TEXT.notOurs}{' '}
            <a href={contactLinks.email}>{site.contact.email}</a> {RECEIPT_TEXT.quoteReference}
          </>
        ) : (
          RECEIPT_TEXT[view.kind]
        )}
      </p>
      {view.kind === 'confirmed' && (
        <>
          <ConfirmedDetails record={view.record} />
          <Text size="sm">{donationSuccess.receiptNote}</Text>
        </>
      )}
    </section>
  );
}

// The prerendered page cannot know the address's query, so the gift's part appears once the app runs.
export function DonationSuccess({ reference }: { reference: unknown }) {
  const hydrated = useHydrated();
  const view = useGiftReceipt(reference);
  return (
    <div className={containerClass('sm', classes.success)}>
      <Title order={1}>{donationSuccess.heading}</Title>
      <Text size="lg">{donationSuccess.text}</Text>
      {hydrated && view.kind !== 'none' && <GiftStatus view={view} />}
      <div className={classes.successActions}>
        <Link to="/" className={buttonClass({ size: 'md' })}>
          {donationSuccess.homeLabel}
        </Link>
        <Link to="/donate" className={buttonClass({ size: 'md', variant: 'outline' })}>
          {donationSuccess.againLabel}
        </Link>
      </div>
    </div>
  );
}
