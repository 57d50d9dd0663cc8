import { Button, Container, Group, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: 'Education, community development and mission in Nigeria',
      description:
        'We support the education of underprivileged children, community development and mission and evangelism in Nigeria.',
      path: '/',
    }),
  component: HomePage,
});

function HomePage() {
  return (
    <Container size="lg" py={64}>
      <Title order={1}>Transforming lives through education, community and faith</Title>
      <Text size="lg" mt="md" maw={640}>
        We support the education of underprivileged children, community development and mission across Nigeria.
      </Text>
      <Group mt="xl">
        <Button component={Link} to="/donate" size="md">
          Donate Now
        </Button>
        <Button component={Link} to="/about" size="md" variant="outline">
          Learn More
        </Button>
      </Group>
    </Container>
  );
}
