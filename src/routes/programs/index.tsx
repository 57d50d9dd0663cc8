import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../../content/page-titles';
import { programList } from '../../content/programs';
import { pageHead } from '../../lib/page-head';
import { ProgramSummaryCard } from './-components/program-summary-card';
import { MantineScope } from '../../components/mantine-scope';

const meta = pageMeta['/programs'];

export const Route = createFileRoute('/programs/')({
  head: () => pageHead({ ...meta, path: '/programs' }),
  component: () => (
    <MantineScope>
      <ProgramsPage />
    </MantineScope>
  ),
});

function ProgramsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{meta.title}</Title>
      <Text size="lg" mt="sm" mb="xl" maw={720}>
        {meta.description}
      </Text>
      <Stack gap="xl">
        {programList.map((program, index) => (
          <ProgramSummaryCard key={program.id} program={program} priority={index === 0} />
        ))}
      </Stack>
    </Container>
  );
}
