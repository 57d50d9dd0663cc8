import { atMost2x } from '../../../components/media/at-most-2x';
import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '../../../components/media/responsive-image';
import { buttonClass } from '../../../components/ui/button-class';
import { layoutClasses } from '../../../components/ui/layout';
import type { Program } from '../../../content/programs';
import classes from './programs.module.css';

const CARD_IMAGE_SIZES = `(min-width: 960px) 400px, (min-width: 768px) 40vw, ${atMost2x('100vw')}`;

/** "Learn More" is completed by hidden text to "Learn More about <program>" for links read out of context. */
export function ProgramSummaryCard({ program, priority = false }: { program: Program; priority?: boolean }) {
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
