import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { containerClass } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { useHydrated } from '../../components/use-hydrated';
import { donationOptions, donationSuccess } from '../../content/donations';
import { formatMoney } from '../../lib/money-format';
import classes from './donate.module.css';
import type { GiftReceipt } from './gift-receipt';

function ReceiptDetails({ receipt }: { receipt: GiftReceipt }) {
  const amount = formatMoney(receipt.amount / 100, receipt.currency);
  return (
    <section aria-labelledby="gift-receipt-title" className={classes.receipt}>
      <h2 id="gift-receipt-title" className={classes.receiptTitle}>
        {donationSuccess.receiptHeading}
      </h2>
      <p className={classes.reference}>
        {donationSuccess.referenceLabel} <strong>{receipt.reference}</strong>
      </p>
      <dl className={classes.receiptDetails}>
        <dt>{donationSuccess.amountLabel}</dt>
        <dd>{receipt.frequency === 'monthly' ? donationSuccess.monthly(amount) : amount}</dd>
        <dt>{donationSuccess.programLabel}</dt>
        <dd>{donationOptions[receipt.program].title}</dd>
      </dl>
      <Text size="sm">{donationSuccess.receiptNote}</Text>
    </section>
  );
}

/**
 * The spec's thank-you, and after a payment online the reference Paystack gave it. The prerendered
 * page has no receipt (it cannot know the address's query), so the receipt appears once the app runs.
 */
export function DonationSuccess({ receipt }: { receipt: GiftReceipt | null }) {
  const hydrated = useHydrated();
  return (
    <div className={containerClass('sm', classes.success)}>
      <Title order={1}>{donationSuccess.heading}</Title>
      <Text size="lg">{donationSuccess.text}</Text>
      {hydrated && receipt && <ReceiptDetails receipt={receipt} />}
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
