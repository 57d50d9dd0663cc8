import { Link } from '@tanstack/react-router';
import { atMost2x } from '../../components/media/at-most-2x';
import { ImageHero } from '../../components/media/image-hero';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { VideoModal } from '../../components/media/video-modal';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { aboutCards, founderVideo } from '../../content/about-highlights';
import { getInvolved, homeHero, programsSection } from '../../content/home';
import { programSummaryList } from '../../content/program-summaries';
import classes from './home.module.css';

const CARD_IMAGE_SIZES = `(min-width: 1140px) 360px, (min-width: 768px) 33vw, ${atMost2x('100vw')}`;

export function HomeHero() {
  return (
    <ImageHero image={homeHero.image} title={homeHero.heading} subtitle={homeHero.subheading}>
      <div className={classNames(layoutClasses.group, classes.heroActions)}>
        <Link to="/donate" className={buttonClass({ variant: 'gold', size: 'md' })}>
          {homeHero.donateLabel}
        </Link>
        <Link to="/about" className={buttonClass({ variant: 'white', size: 'md' })}>
          {homeHero.learnMoreLabel} <span className={layoutClasses.visuallyHidden}>{homeHero.learnMoreHiddenText}</span>
        </Link>
        <VideoModal video={founderVideo} label={homeHero.watchStoryLabel} />
      </div>
    </ImageHero>
  );
}

/** Mission, Vision and Core Values: each card opens About scrolled to its section. */
export function AboutCards() {
  return (
    <section className={containerClass('lg', layoutClasses.section)} aria-label="Who we are">
      <Grid cols={{ base: 1, sm: 3 }} spacing="lg">
        {aboutCards.map((card) => (
          <article key={card.sectionId} className={classes.card}>
            <h2 className={classes.cardTitle}>
              {/* The link covers the whole card (see .stretchedLink) but is named by the title alone. */}
              <Link to="/about" hash={card.sectionId} className={classes.stretchedLink}>
                {card.title}
              </Link>
            </h2>
            <p className={classes.cardText}>{card.text}</p>
            <span className={classes.cardArrow} aria-hidden="true">
              →
            </span>
          </article>
        ))}
      </Grid>
    </section>
  );
}

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

export function GetInvolved() {
  return (
    <section className={classes.band} aria-labelledby="home-get-involved-title">
      <div className={containerClass('md', classes.bandInner)}>
        <Title order={2} id="home-get-involved-title">
          {getInvolved.heading}
        </Title>
        <Text size="lg" className={classes.bandText}>
          {getInvolved.text}
        </Text>
        <Link to="/contact" className={buttonClass({ variant: 'gold', size: 'md' }, classes.bandAction)}>
          {getInvolved.linkLabel}
        </Link>
      </div>
    </section>
  );
}
