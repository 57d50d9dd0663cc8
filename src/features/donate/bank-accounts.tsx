import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { site, type BankAccount } from '../../config/site';
import { bankTransferSection } from '../../content/donations';
import { CopyAccountNumber } from './copy-account-number';
import classes from './donate.module.css';

function AccountCard({ account }: { account: BankAccount }) {
  const headingId = `bank-account-${account.currency.toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg">
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
    </Card>
  );
}

export function BankAccounts() {
  const accounts = [site.bankAccounts.dollar, site.bankAccounts.naira];
  const anyPlaceholder = accounts.some((account) => account.placeholder);
  return (
    <section aria-labelledby="bank-transfer">
      <Title order={2} id="bank-transfer" mb="sm">
        {bankTransferSection.heading}
      </Title>
      <Text mb="md" maw="65ch">
        {bankTransferSection.text}
      </Text>
      {anyPlaceholder && (
        <div className={classes.warning}>
          <Text fw={700}>
            <span aria-hidden="true">⚠ </span>Sample account details
          </Text>
          <Text>{bankTransferSection.placeholderWarning}</Text>
        </div>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="md">
        {accounts.map((account) => (
          <AccountCard key={account.currency} account={account} />
        ))}
      </SimpleGrid>
    </section>
  );
}
