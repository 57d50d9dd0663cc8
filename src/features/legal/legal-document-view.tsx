import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import type { LegalDocument } from '../../content/legal';
import { formatIsoDay } from '../../lib/day-format';
import classes from './legal-document-view.module.css';

export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <div className={containerClass('md', layoutClasses.section)}>
      <article className={classes.document}>
        <Title order={1} className={classes.title}>
          {doc.title}
        </Title>
        <Text className={classes.updated}>
          Last updated: <time dateTime={doc.lastUpdated}>{formatIsoDay(doc.lastUpdated)}</time>
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
