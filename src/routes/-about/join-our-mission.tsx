import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { joinOurMission } from '../../content/about';
import classes from './about.module.css';

export function JoinOurMission() {
  return (
    <section className={classes.band} aria-labelledby="join-title">
      <Container size="md" py={56} ta="center">
        <Title order={2} id="join-title">
          {joinOurMission.heading}
        </Title>
        <Text size="lg" mt="sm">
          {joinOurMission.text}
        </Text>
        <Group justify="center" mt="lg">
          <Button component={Link} to="/donate" size="md" color="harvest.4" autoContrast>
            {joinOurMission.donateLabel}
          </Button>
          <Button component={Link} to="/contact" size="md" variant="outline">
            {joinOurMission.contactLabel}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
