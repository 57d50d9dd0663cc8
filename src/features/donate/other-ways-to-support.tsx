import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { otherWaysToSupport } from '../../content/donations';

const wayId = (title: string) => `support-way-${title.toLowerCase().replace(/\W+/g, '-')}`;

export function OtherWaysToSupport() {
  return (
    <section aria-labelledby="other-ways">
      <Title order={2} id="other-ways" mb="md">
        {otherWaysToSupport.heading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {otherWaysToSupport.ways.map((way) => (
          <Card key={way.title} component="article" aria-labelledby={wayId(way.title)} withBorder padding="lg">
            <Title order={3} id={wayId(way.title)} mb="xs">
              {way.title}
            </Title>
            <Text mb="md">{way.text}</Text>
            <Button
              component={Link}
              to={way.to}
              variant="outline"
              mt="auto"
              aria-label={`${way.title}: ${way.linkLabel}`}
            >
              {way.linkLabel}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
