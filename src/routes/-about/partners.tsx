import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { whoWeWorkWith } from '../../content/about';
import classes from './about.module.css';

export function Partners() {
  return (
    <section className={containerClass('lg', layoutClasses.section)} aria-labelledby="partners-title">
      <Title order={2} id="partners-title">
        {whoWeWorkWith.heading}
      </Title>
      <Text size="lg" className={classes.intro}>
        {whoWeWorkWith.intro}
      </Text>
      <Grid as="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.plainList}>
        {whoWeWorkWith.partnerships.map((partnership) => (
          <li key={partnership.title} className={classes.card}>
            <h3 className={classes.cardTitle}>{partnership.title}</h3>
            <p className={classes.cardText}>{partnership.description}</p>
          </li>
        ))}
      </Grid>
    </section>
  );
}
