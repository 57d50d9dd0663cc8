import { site, type BankAccount } from '../../config/site';
import { Grid } from '../../components/ui/grid';
import { Text, Title } from '../../components/ui/typography';
import { bankTransferSection, donationOptionList } from '../../content/donations';
import { formatMoney } from '../../lib/money-format';
import { CopyAccountNumber } from './copy-account-number';
import classes from './donate.module.css';
import { giftAmount } from './give-online/gift-form';
import { BANK_TRANSFER_HEADING_ID } from './donate-ids';

function SuggestedTransfers({ account }: { account: BankAccount }) {
  const headingId = `bank-account-${account.currency.toLowerCase()}-gifts`;
  return (
    <div role="group" aria-labelledby={headingId}>
      <p id={headingId} className={classes.giftsTitle}>
        {bankTransferSection.suggestedGiftsHeading[account.currency]}
      </p>
      <dl className={classes.transferAmounts}>
        {donationOptionList.map((option) => (
          <div key={option.type}>
            <dt>{option.title}</dt>
            <dd>
              {option.suggestedGifts
                .map((gift) => formatMoney(giftAmount(gift, account.currency), account.currency))
                .join(' · ')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function AccountCard({ account }: { account: BankAccount }) {
  const headingId = `bank-account-${account.currency.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className={classes.card}>
      <Title order={3} id={headingId}>
        {account.title}
      </Title>
      <dl className={classes.account}>
        <dt>Bank</dt>
        <dd>{account.bankName}</dd>
        <dt>Account name</dt>
        <dd>{account.accountName}</dd>
        <dt>Account number</dt>
        <dd className={classes.accountNumber}>{account.accountNumber}</dd>
        {account.swiftCode && (
          <>
            <dt>SWIFT code</dt>
            <dd>{account.swiftCode}</dd>
          </>
        )}
      </dl>
      <CopyAccountNumber accountNumber={account.accountNumber} accountTitle={account.title} />
      <SuggestedTransfers account={account} />
    </section>
  );
}

export function BankAccounts() {
  const accounts = [site.bankAccounts.dollar, site.bankAccounts.naira];
  const anyPlaceholder = accounts.some((account) => account.placeholder);
  return (
    <section aria-labelledby={BANK_TRANSFER_HEADING_ID}>
      <Title order={2} id={BANK_TRANSFER_HEADING_ID} className={classes.sectionTitle}>
        {bankTransferSection.heading}
      </Title>
      <Text className={classes.lead}>{bankTransferSection.text}</Text>
      {anyPlaceholder && (
        <div className={classes.warning}>
          <Text className={classes.warningTitle}>
            <span aria-hidden="true">⚠ </span>Sample account details
          </Text>
          <Text>{bankTransferSection.placeholderWarning}</Text>
        </div>
      )}
      <Grid cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.accounts}>
        {accounts.map((account) => (
          <AccountCard key={account.currency} account={account} />
        ))}
      </Grid>
    </section>
  );
}
