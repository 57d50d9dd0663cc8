import { Container, Text, Title } from '@mantine/core';

/** Home's "Latest Updates". Until the blog data layer exists it says plainly that there is nothing yet. */
export function LatestUpdates() {
  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="latest-updates-title">
      <Title order={2} id="latest-updates-title">
        Latest Updates
      </Title>
      <Text mt="sm">No updates yet. News from our programs will appear here.</Text>
    </Container>
  );
}
