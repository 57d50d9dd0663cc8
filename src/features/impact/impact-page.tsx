import { HydrateSeparately } from '../../components/hydrate-separately';
import { ImpactCounters } from '../../components/media/impact-counters';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { impactCategories, impactCounters, impactHighlights, impactIntro } from '../../content/impact';
import { stories } from '../../content/stories';
import { AnnualReportTeaser } from './annual-report-teaser';
import { ImpactCategories } from './impact-categories';
import { ImpactHighlights } from './impact-highlights';
import classes from './impact.module.css';
import { SuccessStories } from './success-stories';
import { SaveForOfflineWhenNear } from '../offline-save/save-for-offline-when-near';

// Below the highlights each part is taken over in a commit of its own: the page's hydration was one
// long task on a low-end phone, thirteen story cards in it (src/components/hydrate-separately.tsx).
export function ImpactPage() {
  return (
    <>
      <div className={containerClass('lg', classes.top)}>
        <div className={classNames(layoutClasses.stack, classes.page)}>
          <div>
            <Title order={1} className={classes.pageTitle}>
              {impactIntro.heading}
            </Title>
            {impactIntro.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="lg" className={classes.introParagraph}>
                {paragraph}
              </Text>
            ))}
          </div>
          <ImpactHighlights highlights={impactHighlights} />
        </div>
      </div>
      {/* The counters bring their own container, so they sit between ours, not inside. */}
      <HydrateSeparately>
        <ImpactCounters counters={impactCounters} title="Our Impact in Numbers" />
      </HydrateSeparately>
      <div className={containerClass('lg', classes.bottom)}>
        <div className={classNames(layoutClasses.stack, classes.page)}>
          <HydrateSeparately>
            <ImpactCategories categories={impactCategories} />
          </HydrateSeparately>
          <HydrateSeparately>
            <SuccessStories stories={stories} />
          </HydrateSeparately>
          {/* The stories' videos, to watch without signal: downloaded only if the visitor asks. */}
          <SaveForOfflineWhenNear />
          <HydrateSeparately>
            <AnnualReportTeaser />
          </HydrateSeparately>
        </div>
      </div>
    </>
  );
}
