import { atMost2x } from '../../components/media/at-most-2x';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Title } from '../../components/ui/typography';
import { team, teamHeading } from '../../content/team';
import classes from './about.module.css';
import { SocialIcon } from './social-icon';

const PORTRAIT_SIZES = `(min-width: 768px) 200px, ${atMost2x('50vw')}`;

export function LeadershipTeam() {
  return (
    <section className={containerClass('lg', layoutClasses.section)} aria-labelledby="team-title">
      <Title order={2} id="team-title" className={classes.sectionTitle}>
        {teamHeading}
      </Title>
      <Grid as="ul" cols={{ base: 1, sm: 3 }} spacing="lg" className={classes.plainList}>
        {team.map((member) => (
          <li key={member.name} className={`${classes.card} ${classes.member}`}>
            <div className={classes.portrait}>
              <ResponsiveImage image={member.image} sizes={PORTRAIT_SIZES} />
            </div>
            <h3 className={classes.cardTitle}>{member.name}</h3>
            <p className={classes.role}>{member.role}</p>
            <p className={classes.cardText}>{member.bio}</p>
            <ul className={classes.socials}>
              {member.socials.map((social) => (
                <li key={social.network}>
                  <a href={social.url} aria-label={social.label} className={classes.socialLink}>
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </Grid>
    </section>
  );
}
