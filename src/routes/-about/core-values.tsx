import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { coreValues, coreValuesSection } from '../../content/about';
import classes from './about.module.css';

export function CoreValues() {
  return (
    <Container
      component="section"
      id={coreValuesSection.sectionId}
      size="lg"
      py="xl"
      aria-labelledby="core-values-title"
    >
      <Title order={2} id="core-values-title">
        {coreValuesSection.title}
      </Title>
      <Text size="lg" mt="sm" mb="lg">
        {coreValuesSection.intro}
      </Text>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.plainList}>
        {coreValues.map((value) => (
          <li key={value.name} className={classes.card}>
            <h3 className={classes.cardTitle}>{value.name}</h3>
            <p className={classes.cardText}>{value.description}</p>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
