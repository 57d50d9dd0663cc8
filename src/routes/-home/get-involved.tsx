import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { getInvolved } from '../../content/home';
import classes from './home.module.css';

export function GetInvolved() {
  return (
    <section className={classes.band} aria-labelledby="home-get-involved-title">
      <Container size="md" py={56} ta="center">
        <Title order={2} id="home-get-involved-title">
          {getInvolved.heading}
        </Title>
        <Text size="lg" mt="sm" maw={640} mx="auto">
          {getInvolved.text}
        </Text>
        <Button component={Link} to="/contact" size="md" mt="lg" color="harvest.4" autoContrast>
          {getInvolved.linkLabel}
        </Button>
      </Container>
    </section>
  );
}
