import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DonationOption } from '../../content/donations';
import classes from './donate.module.css';

interface Props {
  option: DonationOption;
  selected: boolean;
  /** The hosted card checkout for this option; without one the card button is not shown. */
  checkoutUrl: string | undefined;
}

const dollars = new Intl.NumberFormat('en-US');
const usd = (amount: number) => `$${dollars.format(amount)}`;

export function DonationOptionCard({ option, selected, checkoutUrl }: Props) {
  const headingId = `donate-option-${option.type}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      aria-current={selected ? 'true' : undefined}
      data-selected={selected || undefined}
      withBorder
      padding="lg"
      className={classes.optionCard}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} id={headingId}>
            {option.title}
          </Title>
          {selected && (
            <Badge size="lg" color="brand.8" className={classes.selectedBadge}>
              Selected
            </Badge>
          )}
        </Group>
        <Text>{option.description}</Text>
        <Text fw={700} mt="xs">
          Suggested gifts
        </Text>
        <ul className={classes.gifts}>
          {option.suggestedGifts.map((gift) => (
            <li key={gift.amountUsd}>
              <span className={classes.amount}>{usd(gift.amountUsd)}</span> {gift.description}
            </li>
          ))}
        </ul>
        <Stack gap="xs" mt="auto">
          {checkoutUrl && (
            <Button component="a" href={checkoutUrl} size="md" color="harvest.8">
              Give to {option.title} by Card
            </Button>
          )}
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/programs/$programId" params={{ programId: option.programId }} />
            )}
          >
            About our {option.title} work
          </Anchor>
        </Stack>
      </Stack>
    </Card>
  );
}
