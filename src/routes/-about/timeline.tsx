import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Title } from '../../components/ui/typography';
import { timeline, timelineHeading } from '../../content/about';
import classes from './about.module.css';

/** Our Journey: a vertical line of years, oldest first. */
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
