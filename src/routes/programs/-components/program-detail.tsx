import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HydrateSeparately } from '../../../components/hydrate-separately';
import { ImageCarousel } from '../../../components/media/image-carousel';
import { SharePage } from '../../../components/share/share-page';
import { buttonClass } from '../../../components/ui/button-class';
import { containerClass, layoutClasses } from '../../../components/ui/layout';
import { Text, Title } from '../../../components/ui/typography';
import type { Program } from '../../../content/programs';
import classes from './programs.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProgramDetail({ program }: { program: Program }) {
  return (
    <div className={containerClass('md', layoutClasses.section)}>
      <Link to="/programs" className={buttonClass({ variant: 'subtle' }, classes.back)}>
        <span aria-hidden="true">←</span>
        Back to Programs
      </Link>
      <Title order={1}>{program.title}</Title>
      <Text size="lg" className={classes.detailLead}>
        {program.description}
      </Text>
      {/* Each taken over in a commit of its own (src/components/hydrate-separately.tsx). */}
      <HydrateSeparately>
        <ImageCarousel label={`${program.title} photos`} slides={program.gallery} variant="program" atTop />
      </HydrateSeparately>
      <HydrateSeparately>
        <Section id="program-details" title="Program Details">
          <ul className={classes.bullets}>
            {program.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </Section>
        <Section id="program-impact" title="Impact">
          <p className={classes.text}>{program.impact}</p>
        </Section>
        <Section id="program-requirements" title="Requirements">
          <p className={classes.text}>{program.requirements}</p>
        </Section>
        <Section id="program-process" title="Process">
          <ol className={classes.steps}>
            {program.process.map((step) => (
              <li key={step.title} className={classes.step}>
                <h3 className={classes.stepTitle}>{step.title}</h3>
                <p className={classes.text}>{step.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      </HydrateSeparately>
      <Link to="/contact" className={buttonClass({ variant: 'gold', size: 'md' }, classes.getInvolved)}>
        Get Involved
      </Link>
      <SharePage title={program.title} />
    </div>
  );
}
