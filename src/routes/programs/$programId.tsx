import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HydrateSeparately } from '../../components/hydrate-separately';
import { ImageCarousel } from '../../components/media/image-carousel';
import { NotFoundView } from '../../components/not-found-view';
import { SharePage } from '../../components/share/share-page';
import { buttonClass } from '../../components/ui/button-class';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { programMeta } from '../../content/page-titles';
import { findProgram } from '../../content/programs';
import { pageHead } from '../../lib/page-head';
import classes from './-components/programs.module.css';

export const Route = createFileRoute('/programs/$programId')({
  // The programs' texts load with this head rather than with every page's first download.
  head: async ({ params }) => {
    const program = (await import('../../content/programs')).findProgram(params.programId);
    const path = `/programs/${params.programId}`;
    return program
      ? pageHead({ ...programMeta(program), path, image: program.cardImage })
      : pageHead({ title: 'Program Not Found', description: 'This program does not exist.', path });
  },
  component: ProgramPage,
});

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

function ProgramPage() {
  const { programId } = Route.useParams();
  const program = findProgram(programId);
  if (!program) {
    return (
      <NotFoundView
        title="Program Not Found"
        message="We run three programs: education, community development, and mission and evangelism."
        backTo="/programs"
        backLabel="Back to Programs"
      />
    );
  }
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
