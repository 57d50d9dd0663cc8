import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { coreValues, coreValuesSection } from '../../content/about';
import classes from './about.module.css';

export function CoreValues() {
  return (
    <section
      id={coreValuesSection.sectionId}
      className={containerClass('lg', layoutClasses.section)}
      aria-labelledby="core-values-title"
    >
      <Title order={2} id="core-values-title">
        {coreValuesSection.title}
      </Title>
      <Text size="lg" className={classes.intro}>
        {coreValuesSection.intro}
      </Text>
      <Grid as="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.plainList}>
        {coreValues.map((value) => (
          <li key={value.name} className={classes.card}>
            <h3 className={classes.cardTitle}>{value.name}</h3>
            <p className={classes.cardText}>{value.description}</p>
          </li>
        ))}
      </Grid>
    </section>
  );
}
