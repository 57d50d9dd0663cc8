import { createFileRoute, Link } from '@tanstack/react-router';
import { atMost2x } from '../../components/media/at-most-2x';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { pageMeta } from '../../content/page-titles';
import { programList, type Program } from '../../content/programs';
import { staticPageHead } from '../../lib/page-head';
import classes from './-components/programs.module.css';

const meta = pageMeta['/programs'];

const CARD_IMAGE_SIZES = `(min-width: 960px) 400px, (min-width: 768px) 40vw, ${atMost2x('100vw')}`;

export const Route = createFileRoute('/programs/')({
  head: () => staticPageHead('/programs'),
  component: ProgramsPage,
});

/** "Learn More" is completed by hidden text to "Learn More about <program>" for links read out of context. */
function ProgramSummaryCard({ program, priority }: { program: Program; priority: boolean }) {
  const titleId = `program-${program.id}-title`;
  return (
    <article className={classes.summaryCard} aria-labelledby={titleId}>
      <div className={classes.summaryImage}>
        <ResponsiveImage image={program.cardImage} sizes={CARD_IMAGE_SIZES} priority={priority} />
      </div>
      <div className={classes.summaryBody}>
        <h2 id={titleId} className={classes.summaryTitle}>
          {program.title}
        </h2>
        <p className={classes.text}>{program.description}</p>
        <ul className={classes.bullets}>
          {program.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <Link
          to="/programs/$programId"
          params={{ programId: program.id }}
          className={buttonClass({}, classes.learnMore)}
        >
          Learn More<span className={layoutClasses.visuallyHidden}> about {program.title}</span>
        </Link>
      </div>
    </article>
  );
}

function ProgramsPage() {
  return (
    <div className={containerClass('lg', layoutClasses.section)}>
      <Title order={1}>{meta.title}</Title>
      <Text size="lg" className={classes.lead}>
        {meta.description}
      </Text>
      <div className={classNames(layoutClasses.stack, classes.list)}>
        {programList.map((program, index) => (
          <ProgramSummaryCard key={program.id} program={program} priority={index === 0} />
        ))}
      </div>
    </div>
  );
}
