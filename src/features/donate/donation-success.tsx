import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { donationSuccess } from '../../content/donations';

export function DonationSuccess() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1}>{donationSuccess.heading}</Title>
        <Text size="lg">{donationSuccess.text}</Text>
        <Group justify="center">
          <Button component={Link} to="/" size="md">
            {donationSuccess.homeLabel}
          </Button>
          <Button component={Link} to="/donate" size="md" variant="outline">
            {donationSuccess.againLabel}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
