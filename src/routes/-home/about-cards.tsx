import { Link } from '@tanstack/react-router';
import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { aboutCards } from '../../content/about-highlights';
import classes from './home.module.css';

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
