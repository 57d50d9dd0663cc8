import { APP_INTERACTIVE_MARK } from '../../src/lib/app-started';
import { expect, test } from './support/test';

/*
 * The app adopts a prerendered form as it is: a field's id, its label's `for` and what describes it
 * stay what the page arrived with. Mantine gives a field without an id a random one after
 * hydration, and used to rewrite all of them in the task that hydrated the page; /contact's fields
 * are now the kit's (src/components/ui/text-field.tsx), whose ids are always given.
 */

const WATCHED = ['id', 'for', 'aria-describedby', 'aria-labelledby'];

for (const path of ['/contact', '/donate']) {
  test(`taking over ${path}, the app keeps the ids of its form fields and their labels`, async ({ page }) => {
    await page.addInitScript((attributes) => {
      const rewritten: string[] = [];
      Object.assign(window, { rewrittenIds: rewritten });
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as Element;
          if (element.closest('form')) rewritten.push(`${element.tagName} ${record.attributeName ?? ''}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: attributes });
    }, WATCHED);
    await page.goto(path);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_INTERACTIVE_MARK);
    // Mantine's ids came in an update right after the hydrating render: give such an update its time.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));

    const labelledFields = await page.locator('form').locator('input[id], textarea[id]').count();
    expect(labelledFields).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { rewrittenIds: string[] }).rewrittenIds)).toEqual([]);
  });
}
