import { atMost2x } from '../../components/media/at-most-2x';
import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { buttonClass } from '../../components/ui/button-class';
import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Title } from '../../components/ui/typography';
import { programsSection } from '../../content/home';
import { programSummaryList } from '../../content/program-summaries';
import classes from './home.module.css';

const CARD_IMAGE_SIZES = `(min-width: 1140px) 360px, (min-width: 768px) 33vw, ${atMost2x('100vw')}`;

export function ProgramCards() {
  return (
    <section className={containerClass('lg', layoutClasses.section)} aria-labelledby="home-programs-title">
      <Title order={2} id="home-programs-title" className={classes.sectionTitle}>
        {programsSection.heading}
      </Title>
      <Grid cols={{ base: 1, sm: 3 }} spacing="lg">
        {programSummaryList.map((program) => {
          const titleId = `home-program-${program.id}`;
          return (
            <article key={program.id} className={classes.programCard}>
              <ResponsiveImage
                image={program.cardImage}
                sizes={CARD_IMAGE_SIZES}
                className={classes.programImage}
                whenNear
              />
              <div className={classes.programBody}>
                <h3 id={titleId} className={classes.programTitle}>
                  {program.title}
                </h3>
                <p className={classes.cardText}>{program.summary}</p>
                <Link
                  to="/programs/$programId"
                  params={{ programId: program.id }}
                  className={buttonClass({ variant: 'light' }, classes.programAction)}
                  aria-describedby={titleId}
                >
                  {programsSection.detailsLabel}
                </Link>
              </div>
            </article>
          );
        })}
      </Grid>
    </section>
  );
}
