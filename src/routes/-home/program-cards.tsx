import { Button, Container, SimpleGrid, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { programsSection } from '../../content/home';
import { programSummaryList } from '../../content/program-summaries';
import classes from './home.module.css';

const CARD_IMAGE_SIZES = '(min-width: 1140px) 360px, (min-width: 768px) 33vw, 100vw';

export function ProgramCards() {
  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="home-programs-title">
      <Title order={2} id="home-programs-title" mb="lg">
        {programsSection.heading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {programSummaryList.map((program) => {
          const titleId = `home-program-${program.id}`;
          return (
            <article key={program.id} className={classes.programCard}>
              <ResponsiveImage image={program.cardImage} sizes={CARD_IMAGE_SIZES} className={classes.programImage} />
              <div className={classes.programBody}>
                <h3 id={titleId} className={classes.programTitle}>
                  {program.title}
                </h3>
                <p className={classes.cardText}>{program.summary}</p>
                <Button
                  renderRoot={(props) => (
                    <Link {...props} to="/programs/$programId" params={{ programId: program.id }} />
                  )}
                  variant="light"
                  mt="auto"
                  aria-describedby={titleId}
                >
                  {programsSection.detailsLabel}
                </Button>
              </div>
            </article>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
