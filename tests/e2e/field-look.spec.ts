import type { Locator, Page } from '@playwright/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expect, test } from './support/test';

/*
 * One look for two UI systems: the contact form's fields are the kit's (src/components/ui/text-field.tsx),
 * the admin forms' are Mantine's. Each pair below is compared property by property, so a change of one
 * side's look (a theme variable, a CSS module, a Mantine update) fails here until the other follows.
 */

const FIELD_LOOK = [
  'height',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'background-color',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
] as const;
const LABEL_LOOK = ['display', 'color', 'font-family', 'font-size', 'font-weight', 'line-height'] as const;
// Where it sits is in the gaps below (the kit spaces it with its own margin, Mantine with the field's).
const DESCRIPTION_LOOK = ['color', 'font-size', 'line-height'] as const;

type Look = Record<string, string>;

const lookOf = (element: Locator, properties: readonly string[]): Promise<Look> =>
  element.evaluate(
    (node, names) => Object.fromEntries(names.map((name) => [name, getComputedStyle(node).getPropertyValue(name)])),
    [...properties],
  );

/** The gap between a field's label and the field, and between the field and what is said below it. */
const gaps = (label: Locator, field: Locator, below?: Locator): Promise<number[]> =>
  Promise.all([label.boundingBox(), field.boundingBox(), below?.boundingBox()]).then(([l, f, b]) => {
    if (!l || !f) throw new Error('the label or the field is not laid out');
    return b ? [f.y - (l.y + l.height), b.y - (f.y + f.height)] : [f.y - (l.y + l.height)];
  });

interface FieldLook {
  field: Look;
  focused: Look;
  label: Look;
  gaps: number[];
  description?: Look;
}

async function fieldLook(page: Page, name: string, below = false): Promise<FieldLook> {
  const field = page.getByRole('textbox', { name, exact: true });
  await expect(field).toBeVisible();
  const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
  const describedBy = below ? ((await field.getAttribute('aria-describedby')) ?? '').split(' ').at(-1) : undefined;
  const description = describedBy ? page.locator(`[id="${describedBy}"]`) : undefined;
  const look: FieldLook = {
    field: await lookOf(field, FIELD_LOOK),
    label: await lookOf(label, LABEL_LOOK),
    gaps: await gaps(label, field, description),
    focused: {},
  };
  if (description) look.description = await lookOf(description, DESCRIPTION_LOOK);
  await field.focus();
  // Mantine eases the border's colour in, and so does the kit: read it once the easing is over.
  await field.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  look.focused = await lookOf(field, ['border-top-color', 'outline-style']);
  return look;
}

test('the contact form’s one-line fields look like the admin’s Mantine fields, focused or not', async ({ page }) => {
  await page.goto('/admin');
  const mantine = await fieldLook(page, 'Email');
  await page.goto('/contact');
  const kit = await fieldLook(page, 'Email');
  expect(kit).toEqual(mantine);
  // Not two empty looks: the field has a border and the label a size.
  expect(kit.field['border-top-style']).toBe('solid');
  expect(Number.parseFloat(kit.label['font-size'] ?? '')).toBeGreaterThan(0);
});

test('the contact form’s message box and its counter look like the post form’s', async ({ page }) => {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Add Post' }).click();
  const mantine = await fieldLook(page, 'Summary', true);
  await page.goto('/contact');
  const kit = await fieldLook(page, 'Message', true);
  // The heights differ by design (3 rows against 7); everything else is one look.
  const withoutHeight = ({ field, ...rest }: FieldLook) => ({ ...rest, field: { ...field, height: 'rows' } });
  expect(withoutHeight(kit)).toEqual(withoutHeight(mantine));
  expect(kit.description?.['font-size']).toBeTruthy();
});

test('in forced colours a focused field of either system has an outline, not only a border colour', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  for (const [path, name] of [
    ['/admin', 'Email'],
    ['/contact', 'Email'],
    ['/contact', 'Message'],
  ] as const) {
    await page.goto(path);
    const field = page.getByRole('textbox', { name, exact: true });
    await expect(field).toHaveCSS('outline-style', 'none');
    await field.focus();
    await expect(field, `${path} ${name}`).toHaveCSS('outline-style', 'solid');
  }
});
