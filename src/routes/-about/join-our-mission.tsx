import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { joinOurMission } from '../../content/about';
import classes from './about.module.css';

export function JoinOurMission() {
  return (
    <section className={classes.band} aria-labelledby="join-title">
      <div className={containerClass('md', classes.joinInner)}>
        <Title order={2} id="join-title">
          {joinOurMission.heading}
        </Title>
        <Text size="lg" className={classes.paragraph}>
          {joinOurMission.text}
        </Text>
        <div className={classNames(layoutClasses.group, classes.joinActions)}>
          <Link to="/donate" className={buttonClass({ variant: 'gold', size: 'md' })}>
            {joinOurMission.donateLabel}
          </Link>
          <Link to="/contact" className={buttonClass({ variant: 'outline', size: 'md' })}>
            {joinOurMission.contactLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
