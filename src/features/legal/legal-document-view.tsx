import { Container, Text, Title } from '@mantine/core';
import type { LegalDocument } from '../../content/legal';
import classes from './legal-document-view.module.css';

/** "22 November 2026": the ISO date is a calendar day, so format it in UTC to keep the day. */
function formatDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <Container size="md" py="xl">
      <article className={classes.document}>
        <Title order={1} mb="xs">
          {doc.title}
        </Title>
        <Text mb="lg">
          Last updated: <time dateTime={doc.lastUpdated}>{formatDay(doc.lastUpdated)}</time>
        </Text>
        {doc.intro.map((paragraph) => (
          <Text key={paragraph} size="lg" mb="md">
            {paragraph}
          </Text>
        ))}
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h3" mt="xl" mb="sm">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} mb="sm">
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </article>
    </Container>
  );
}
