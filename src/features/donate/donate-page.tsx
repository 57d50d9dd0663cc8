import { env } from '../../config/env';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { Grid } from '../../components/ui/grid';
import { donateIntro, donationOptionList, type DonationType } from '../../content/donations';
import { BankAccounts } from './bank-accounts';
import classes from './donate.module.css';
import { DonationOptionCard } from './donation-option-card';
import { OtherWaysToSupport } from './other-ways-to-support';

/** /donate and /donate/{type}. The site's small kit rather than Mantine, so the page loads little script. */
export function DonatePage({ selected }: { selected?: DonationType | undefined }) {
  const paystack = env.paystack;
  return (
    <div className={containerClass('lg', layoutClasses.section)}>
      <div className={classes.page}>
        <div>
          <Title order={1} className={classes.pageTitle}>
            Donate
          </Title>
          <Text size="lg" className={classes.lead}>
            {paystack ? donateIntro.textWithOnline : donateIntro.text}
          </Text>
        </div>
        <section aria-labelledby="donation-options">
          <Title order={2} id="donation-options" className={classes.sectionTitle}>
            {donateIntro.heading}
          </Title>
          <Grid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {donationOptionList.map((option) => (
              <DonationOptionCard
                key={option.type}
                option={option}
                selected={option.type === selected}
                paystack={paystack}
              />
            ))}
          </Grid>
        </section>
        <BankAccounts />
        <OtherWaysToSupport />
      </div>
    </div>
  );
}
