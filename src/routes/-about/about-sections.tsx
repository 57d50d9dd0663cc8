import { Link } from '@tanstack/react-router';
import { atMost2x } from '../../components/media/at-most-2x';
import { Icon } from '../../components/media/media-icons';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { VideoOnPress } from '../../components/media/video-on-press';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import {
  aboutUs,
  coreValues,
  coreValuesSection,
  founderVideo,
  joinOurMission,
  mission,
  timeline,
  timelineHeading,
  vision,
  whoWeAre,
  whoWeWorkWith,
  type Statement,
} from '../../content/about';
import { team, teamHeading, type TeamSocialNetwork } from '../../content/team';
import type { TextSection } from '../../content/types';
import classes from './about.module.css';

/** Half the lg container beside the text from the md breakpoint (62em) up; the screen's width below it. */
const POSTER_SIZES = `(min-width: 75em) 560px, (min-width: 62em) 45vw, ${atMost2x('100vw')}`;

const PORTRAIT_SIZES = `(min-width: 768px) 200px, ${atMost2x('50vw')}`;

/** Simplified brand marks, drawn for this site; decorative, the link carries the name. */
const SOCIAL_ICON_PATHS: Record<TeamSocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z',
  linkedin:
    'M4 4h4v4H4zM4 10h4v10H4zM10 10h3.8v1.5c.6-1 1.8-1.8 3.6-1.8 3 0 3.6 2 3.6 4.6V20h-4v-5c0-1.2 0-2.6-1.6-2.6S14 13.6 14 15v5h-4z',
  x: 'M4 4h4.5l3.8 5.3L16.8 4H20l-6.2 7.2L20.5 20H16l-4.2-5.8L6.8 20H3.5l6.7-7.7z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17.3 5.6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
};

function Paragraphs({ section }: { section: TextSection }) {
  return section.paragraphs.map((paragraph) => (
    <Text key={paragraph} size="lg" className={classes.paragraph}>
      {paragraph}
    </Text>
  ));
}

export function AboutUs() {
  return (
    <>
      <section className={containerClass('lg', layoutClasses.section)} aria-labelledby="about-us-title">
        <Grid cols={{ base: 1, md: 2 }} spacing="xl">
          <div>
            <Title order={2} id="about-us-title">
              {aboutUs.heading}
            </Title>
            <Paragraphs section={aboutUs} />
          </div>
          <div>
            {/* A poster with Play until asked: a native player's controls were the page's largest style cost. */}
            <VideoOnPress video={founderVideo} sizes={POSTER_SIZES} />
          </div>
        </Grid>
      </section>
      <section className={containerClass('lg', layoutClasses.section)} aria-labelledby="who-we-are-title">
        <Title order={2} id="who-we-are-title">
          {whoWeAre.heading}
        </Title>
        <Paragraphs section={whoWeAre} />
      </section>
    </>
  );
}

interface CardListProps {
  id?: string;
  titleId: string;
  title: string;
  intro: string;
  /** Columns on large screens. */
  lg: number;
  cards: readonly { title: string; description: string }[];
}

function CardListSection({ id, titleId, title, intro, lg, cards }: CardListProps) {
  return (
    <section id={id} className={containerClass('lg', layoutClasses.section)} aria-labelledby={titleId}>
      <Title order={2} id={titleId}>
        {title}
      </Title>
      <Text size="lg" className={classes.intro}>
        {intro}
      </Text>
      <Grid as="ul" cols={{ base: 1, sm: 2, lg }} spacing="lg" className={classes.plainList}>
        {cards.map((card) => (
          <li key={card.title} className={classes.card}>
            <h3 className={classes.cardTitle}>{card.title}</h3>
            <p className={classes.cardText}>{card.description}</p>
          </li>
        ))}
      </Grid>
    </section>
  );
}

export function Partners() {
  return (
    <CardListSection
      titleId="partners-title"
      title={whoWeWorkWith.heading}
      intro={whoWeWorkWith.intro}
      lg={4}
      cards={whoWeWorkWith.partnerships}
    />
  );
}

export function CoreValues() {
  return (
    <CardListSection
      id={coreValuesSection.sectionId}
      titleId="core-values-title"
      title={coreValuesSection.title}
      intro={coreValuesSection.intro}
      lg={3}
      cards={coreValues.map(({ name, description }) => ({ title: name, description }))}
    />
  );
}

function StatementSection({ statement }: { statement: Statement }) {
  const titleId = `${statement.sectionId}-title`;
  return (
    // The id is the anchor Home's Mission and Vision cards link to (/about#mission).
    <section id={statement.sectionId} aria-labelledby={titleId} className={classes.statement}>
      <h2 id={titleId} className={classes.statementTitle}>
        {statement.title}
      </h2>
      <p className={classes.statementText}>{statement.text}</p>
    </section>
  );
}

export function MissionVision() {
  return (
    <div className={containerClass('lg', layoutClasses.section)}>
      <Grid cols={{ base: 1, md: 2 }} spacing="lg">
        <StatementSection statement={mission} />
        <StatementSection statement={vision} />
      </Grid>
    </div>
  );
}

export function Timeline() {
  return (
    <section className={containerClass('lg', layoutClasses.section)} aria-labelledby="timeline-title">
      <Title order={2} id="timeline-title" className={classes.sectionTitle}>
        {timelineHeading}
      </Title>
      <ol className={classes.timeline}>
        {timeline.map((item) => (
          <li key={item.year} className={classes.timelineItem} data-phase={item.phase}>
            <p className={classes.timelineYear}>{item.year}</p>
            <h3 className={classes.cardTitle}>{item.title}</h3>
            <p className={classes.cardText}>{item.desc}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

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
                    <Icon path={SOCIAL_ICON_PATHS[social.network]} fillRule="evenodd" />
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
