import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
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
    <div className={containerClass('md', layoutClasses.section)}>
      <article className={classes.document}>
        <Title order={1} className={classes.title}>
          {doc.title}
        </Title>
        <Text className={classes.updated}>
          Last updated: <time dateTime={doc.lastUpdated}>{formatDay(doc.lastUpdated)}</time>
        </Text>
        {doc.intro.map((paragraph) => (
          <Text key={paragraph} size="lg" className={classes.intro}>
            {paragraph}
          </Text>
        ))}
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} look={3} className={classes.sectionTitle}>
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} className={classes.paragraph}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
