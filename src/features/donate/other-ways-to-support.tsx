import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { Grid } from '../../components/ui/grid';
import { Text, Title } from '../../components/ui/typography';
import { otherWaysToSupport } from '../../content/donations';
import classes from './donate.module.css';

const wayId = (title: string) => `support-way-${title.toLowerCase().replace(/\W+/g, '-')}`;

export function OtherWaysToSupport() {
  return (
    <section aria-labelledby="other-ways">
      <Title order={2} id="other-ways" className={classes.sectionTitle}>
        {otherWaysToSupport.heading}
      </Title>
      <Grid cols={{ base: 1, sm: 3 }} spacing="lg">
        {otherWaysToSupport.ways.map((way) => (
          <article key={way.title} aria-labelledby={wayId(way.title)} className={classes.card}>
            <Title order={3} id={wayId(way.title)}>
              {way.title}
            </Title>
            <Text>{way.text}</Text>
            <Link
              to={way.to}
              className={buttonClass({ variant: 'outline' }, classes.wayLink)}
              aria-label={`${way.title}: ${way.linkLabel}`}
            >
              {way.linkLabel}
            </Link>
          </article>
        ))}
      </Grid>
    </section>
  );
}
