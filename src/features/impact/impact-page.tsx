import { Container, Stack, Text, Title } from '@mantine/core';
import { ImpactCounters } from '../../components/media/impact-counters';
import { impactCategories, impactCounters, impactHighlights, impactIntro } from '../../content/impact';
import { stories } from '../../content/stories';
import { AnnualReportTeaser } from './annual-report-teaser';
import { ImpactCategories } from './impact-categories';
import { ImpactHighlights } from './impact-highlights';
import { SuccessStories } from './success-stories';
import { SaveForOffline } from '../offline-save/save-for-offline';

export function ImpactPage() {
  return (
    <>
      <Container size="lg" pt="xl">
        <Stack gap={56}>
          <div>
            <Title order={1} mb="sm">
              {impactIntro.heading}
            </Title>
            {impactIntro.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="lg" maw="65ch" mb="sm">
                {paragraph}
              </Text>
            ))}
          </div>
          <ImpactHighlights highlights={impactHighlights} />
        </Stack>
      </Container>
      {/* The counters bring their own container, so they sit between ours, not inside. */}
      <ImpactCounters counters={impactCounters} title="Our Impact in Numbers" />
      <Container size="lg" pb="xl">
        <Stack gap={56}>
          <ImpactCategories categories={impactCategories} />
          <SuccessStories stories={stories} />
          {/* The stories' videos, to watch without signal: downloaded only if the visitor asks. */}
          <SaveForOffline />
          <AnnualReportTeaser />
        </Stack>
      </Container>
    </>
  );
}
