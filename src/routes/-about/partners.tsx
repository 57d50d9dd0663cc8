import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { whoWeWorkWith } from '../../content/about';
import classes from './about.module.css';

export function Partners() {
  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="partners-title">
      <Title order={2} id="partners-title">
        {whoWeWorkWith.heading}
      </Title>
      <Text size="lg" mt="sm" mb="lg">
        {whoWeWorkWith.intro}
      </Text>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.plainList}>
        {whoWeWorkWith.partnerships.map((partnership) => (
          <li key={partnership.title} className={classes.card}>
            <h3 className={classes.cardTitle}>{partnership.title}</h3>
            <p className={classes.cardText}>{partnership.description}</p>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
