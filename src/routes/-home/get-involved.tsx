import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { containerClass } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { getInvolved } from '../../content/home';
import classes from './home.module.css';

export function GetInvolved() {
  return (
    <section className={classes.band} aria-labelledby="home-get-involved-title">
      <div className={containerClass('md', classes.bandInner)}>
        <Title order={2} id="home-get-involved-title">
          {getInvolved.heading}
        </Title>
        <Text size="lg" className={classes.bandText}>
          {getInvolved.text}
        </Text>
        <Link to="/contact" className={buttonClass({ variant: 'gold', size: 'md' }, classes.bandAction)}>
          {getInvolved.linkLabel}
        </Link>
      </div>
    </section>
  );
}
