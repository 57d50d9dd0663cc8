import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { HydrateSeparately } from '../../components/hydrate-separately';
import { hydrateWhenNear } from '../../components/hydrate-when-near';
import { ImpactCounters } from '../../components/media/impact-counters';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import {
  annualReportTeaser,
  impactCategories,
  impactCounters,
  impactHighlights,
  impactIntro,
} from '../../content/impact';
import { stories } from '../../content/stories';
import { ImpactHighlights } from './impact-highlights';
import classes from './impact.module.css';
import { SaveForOfflineWhenNear } from '../../components/offline-save/save-for-offline-when-near';

// Most of the page is far below its first screen: its code is fetched, and hydrated, only as the visitor comes near.
const ImpactCategoriesWhenNear = hydrateWhenNear(
  'impact-categories',
  () => import('./impact-categories'),
  ({ ImpactCategories }) =>
    () => <ImpactCategories categories={impactCategories} />,
);
const SuccessStoriesWhenNear = hydrateWhenNear(
  'impact-stories',
  () => import('./success-stories'),
  ({ SuccessStories }) =>
    () => <SuccessStories stories={stories} />,
);

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
          <ImpactCategoriesWhenNear />
          <SuccessStoriesWhenNear />
          <SaveForOfflineWhenNear />
          <HydrateSeparately>
            <section aria-labelledby="annual-report" className={classes.teaser}>
              <Title order={2} id="annual-report" className={classes.sectionTitleTight}>
                {annualReportTeaser.heading}
              </Title>
              <Text size="lg" className={classes.teaserText}>
                {annualReportTeaser.text}
              </Text>
              <Link to={annualReportTeaser.to} className={buttonClass({ size: 'md' })}>
                {annualReportTeaser.linkLabel}
              </Link>
            </section>
          </HydrateSeparately>
        </div>
      </div>
    </>
  );
}
