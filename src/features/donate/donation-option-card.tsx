import { Link } from '@tanstack/react-router';
import type { PaystackConfig } from '../../config/paystack';
import { Text, Title } from '../../components/ui/typography';
import type { DonationOption } from '../../content/donations';
import { formatMoney } from '../../lib/money-format';
import classes from './donate.module.css';
import { giftDescriptionId } from './donate-ids';
import { GiveOnlineForm } from './give-online/give-online-form';

interface Props {
  option: DonationOption;
  selected: boolean;
  /** Giving online; without it (no Paystack key configured) the card offers bank transfer only. */
  paystack: PaystackConfig | null;
}

export function DonationOptionCard({ option, selected, paystack }: Props) {
  const headingId = `donate-option-${option.type}`;
  return (
    <article
      aria-labelledby={headingId}
      aria-current={selected ? 'true' : undefined}
      data-selected={selected || undefined}
      className={classes.card}
    >
      <div className={classes.cardHeader}>
        <Title order={3} id={headingId}>
          {option.title}
        </Title>
        {selected && <span className={classes.selectedBadge}>Selected</span>}
      </div>
      <Text>{option.description}</Text>
      <p className={classes.giftsTitle}>Suggested gifts</p>
      <ul className={classes.gifts}>
        {option.suggestedGifts.map((gift, index) => (
          <li key={gift.amountUsd}>
            <span className={classes.amount}>{formatMoney(gift.amountUsd, 'USD')}</span>{' '}
            <span id={giftDescriptionId(option.type, index)}>{gift.description}</span>
          </li>
        ))}
      </ul>
      {paystack && <GiveOnlineForm option={option} config={paystack} />}
      <Link to="/programs/$programId" params={{ programId: option.programId }} className={classes.programLink}>
        About our {option.title} work
      </Link>
    </article>
  );
}
