import { useId } from 'react';
import type { ImpactCounter, ImpactIcon } from '../../content/impact';
import { classNames } from '../ui/class-names';
import { containerClass, layoutClasses } from '../ui/layout';
import { Title } from '../ui/typography';
import { CountUp } from './count-up';
import classes from './impact-counters.module.css';
import { Icon } from './media-icons';

/** One simple pictogram per kind of figure; content names the icon, the UI draws it. */
const ICON_PATHS: Record<ImpactIcon, string> = {
  // A graduation cap.
  school: 'M12 3 1 9l11 6 9-4.9V17h2V9L12 3zm-6 9.2v4L12 20l6-3.8v-4L12 15.5l-6-3.3z',
  // A water drop.
  water: 'M12 2.5S5 10.3 5 14.5a7 7 0 0 0 14 0C19 10.3 12 2.5 12 2.5zm-3 12a3 3 0 0 0 3 3v2a5 5 0 0 1-5-5h2z',
  // A tent classroom with a door.
  'mobile-school': 'M12 3 2 20h7v-5h6v5h7L12 3zm0 4.2L18.6 18H17v-5H7v5H5.4L12 7.2z',
  // Two houses.
  community: 'M7 4 1 9.5V20h5v-5h2v5h2V9.5L7 4zm10 3-5 4.5V20h3v-4h4v4h3v-8.5L17 7z',
  // A person with a star.
  leaders:
    'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5zm7-12 .9 1.8 2 .3-1.4 1.4.3 2-1.8-.9-1.8.9.3-2-1.4-1.4 2-.3z',
};

export function ImpactCounters({ counters, title }: { counters: ImpactCounter[]; title: string }) {
  const titleId = useId();
  return (
    <section
      className={containerClass('lg', classNames(layoutClasses.section, classes.section))}
      aria-labelledby={titleId}
    >
      <Title order={2} id={titleId} className={classes.title}>
        {title}
      </Title>
      <ul className={classes.list}>
        {counters.map((counter) => (
          <li key={counter.label} className={classes.item}>
            <span className={classes.icon}>
              <Icon size={40} path={ICON_PATHS[counter.icon]} fillRule="evenodd" />
            </span>
            <span className={classes.value}>
              <CountUp value={counter.value} suffix={counter.suffix} />
            </span>
            <span className={classes.label}>{counter.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
