import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { checkoutLinks } from '../../config/checkout';
import { donateIntro, donationOptionList, type DonationType } from '../../content/donations';
import { BankAccounts } from './bank-accounts';
import { DonationOptionCard } from './donation-option-card';
import { OtherWaysToSupport } from './other-ways-to-support';

/** /donate and /donate/{type}: the same screen; a known type highlights its card. */
export function DonatePage({ selected }: { selected?: DonationType | undefined }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <div>
          <Title order={1} mb="sm">
            Donate
          </Title>
          <Text size="lg" maw="65ch">
            {donateIntro.text}
          </Text>
        </div>
        <section aria-labelledby="donation-options">
          <Title order={2} id="donation-options" mb="md">
            {donateIntro.heading}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {donationOptionList.map((option) => (
              <DonationOptionCard
                key={option.type}
                option={option}
                selected={option.type === selected}
                checkoutUrl={checkoutLinks[option.type]}
              />
            ))}
          </SimpleGrid>
        </section>
        <BankAccounts />
        <OtherWaysToSupport />
      </Stack>
    </Container>
  );
}
