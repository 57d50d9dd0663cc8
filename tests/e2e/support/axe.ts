import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with a readable list (rule, impact, first elements) when axe finds any violation. axe runs its
 * default rule set: WCAG 2.0 to 2.2 A and AA and its best practices (unique landmarks, one main, heading
 * order), which catch what a screen-reader user trips over even where WCAG has no rule.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A notice fading in (the PWA notices rise in 200 ms) is judged on its half-faded colours, and one
  // can arrive while axe runs ("Ready to work offline" comes when the service worker has installed):
  // waiting for the animations before the run missed that once in CI. With reduced motion the page has
  // no such animation, and a notice shows its own colours at once; the colours are the same either way.
  const reducedAlready = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reducedAlready) await page.emulateMedia({ reducedMotion: 'reduce' });
  // What is already fading (a transition our CSS or Mantine's started, a dialog opening) still ends first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .analyze()
    .finally(() => (reducedAlready ? undefined : page.emulateMedia({ reducedMotion: 'no-preference' })));
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    // What each element clashes with (the other landmark of the same name, the label it lacks...).
    related: violation.nodes
      .slice(0, 5)
      .flatMap((node) => [...node.any, ...node.all, ...node.none])
      .flatMap((check) => check.relatedNodes?.map((related) => related.target.join(' ')) ?? []),
  }));
  expect(summary).toEqual([]);
}
