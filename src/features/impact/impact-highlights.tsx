import { atMost2x } from '../../components/media/at-most-2x';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { Card } from '../../components/ui/card';
import { Grid } from '../../components/ui/grid';
import { layoutClasses } from '../../components/ui/layout';
import { Title } from '../../components/ui/typography';
import type { ImpactHighlight } from '../../content/impact';
import classes from './impact.module.css';

// Cards sit three to a row from the md breakpoint (62em) in a 1140 px container.
const FIRST_IMAGE_SIZES = `(min-width: 62em) 360px, (min-width: 48em) 45vw, ${atMost2x('100vw')}`;
const OTHER_IMAGE_SIZES = `(min-width: 62em) 180px, (min-width: 48em) 22vw, ${atMost2x('50vw')}`;

function HighlightCard({ highlight, first }: { highlight: ImpactHighlight; first: boolean }) {
  const headingId = `impact-highlight-${highlight.programId}`;
  return (
    <Card as="article" aria-labelledby={headingId} padding="lg">
      <Title order={3} id={headingId} className={classes.highlightTitle}>
        {highlight.title}
      </Title>
      <ul className={classes.points}>
        {highlight.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className={classes.gallery} role="group" aria-label={`${highlight.title} photos`}>
        {highlight.gallery.map((image, index) => (
          <figure key={image.src} className={index === 0 ? classes.galleryLead : classes.galleryItem}>
            <ResponsiveImage
              image={image}
              sizes={index === 0 ? FIRST_IMAGE_SIZES : OTHER_IMAGE_SIZES}
              // The page's largest picture on a phone, right below the intro; the others load as they come near.
              priority={first && index === 0}
              whenNear
            />
            <figcaption className={classes.caption}>{image.caption}</figcaption>
          </figure>
        ))}
      </div>
    </Card>
  );
}

export function ImpactHighlights({ highlights }: { highlights: readonly ImpactHighlight[] }) {
  return (
    <section aria-labelledby="impact-highlights">
      <h2 id="impact-highlights" className={layoutClasses.visuallyHidden}>
        Highlights by program
      </h2>
      <Grid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {highlights.map((highlight, index) => (
          <HighlightCard key={highlight.programId} highlight={highlight} first={index === 0} />
        ))}
      </Grid>
    </section>
  );
}
