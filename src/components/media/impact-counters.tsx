import { useId } from 'react';
import type { ImpactCounter } from '../../content/impact';
import { classNames } from '../ui/class-names';
import { containerClass, layoutClasses } from '../ui/layout';
import { Title } from '../ui/typography';
import { CountUp } from './count-up';
import classes from './impact-counters.module.css';
import { ImpactIcon } from './impact-icon';

/** The organisation's figures, each counting up once when it scrolls into view. */
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
              <ImpactIcon icon={counter.icon} />
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
