import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { checkContentText } from '../../scripts/content/check-content';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { formatFigure } from '../../src/content/types';
import { VITE_BIN } from '../../scripts/stack/repo-paths';
import { serveCopyOfBuild } from './support/static-site';

/**
 * The editor as `npm run cms` runs it (Decap with decap-server), saving into a copy of content/ so
 * the repository's files stay as they are; then the site is built from that copy (CONTENT_ROOT,
 * scripts/content/content-root.ts) and its pages must show what was typed in the editor.
 */
const EDITOR = `${localUrl(LOCAL_PORTS.cms)}/cms`;

let editor: ChildProcess | undefined;
let root = '';

// Decap's 5 MB script on a busy machine: each test opens it afresh.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cms-content-'));
  cpSync('content', join(root, 'content'), { recursive: true });
  editor = spawn(process.execPath, ['--import', 'tsx', 'scripts/cms/start.ts'], {
    env: { ...process.env, CMS_CONTENT_ROOT: root },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        const backend = await fetch(`${localUrl(LOCAL_PORTS.cmsBackend)}/api/v1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        }).catch(() => undefined);
        const page = await fetch(`${EDITOR}/config.yml`).catch(() => undefined);
        return Boolean(backend?.ok && page?.ok);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  editor?.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

/** What the editor's tests typed, for the rebuilt site to show. */
const NEW_NAME = 'Dr. Ada Test-Member';
let newFigure = 0;

const saved = (file: 'content/impact.json' | 'content/team.json'): string => readFileSync(join(root, file), 'utf8');

async function openFile(page: Page, name: string): Promise<void> {
  await page.goto(EDITOR);
  // The local backend needs no account: its Login button goes straight in.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name }).click();
  // Decap is a large app that loads its editor after the Login: on a busy machine its form took
  // longer than expect's default to appear (a CI run's flaky retry), so wait for it once, here.
  // Its toolbar and its form are drawn together, once the entry is loaded.
  await expect(page.getByRole('button', { name: 'Toggle preview' })).toBeVisible({ timeout: 30_000 });
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();
}

test('changes an impact figure through the form, into a file the build accepts', async ({ page }) => {
  await openFile(page, 'Impact figures and photos');
  const figure = page.getByLabel('Number', { exact: true }).first();
  const before = Number(await figure.inputValue());
  newFigure = before + 13;
  await figure.fill(String(newFigure));
  await publish(page);

  const data = checkContentText('content/impact.json', saved('content/impact.json'));
  expect(data.counters[0]?.value).toBe(newFigure);
});

test("changes a team member's name through the form, into a file the build accepts", async ({ page }) => {
  await openFile(page, 'Leadership team');
  const [first] = checkContentText('content/team.json', saved('content/team.json')).members;
  if (!first) throw new Error('content/team.json has no members');
  const name = page.getByLabel('Name', { exact: true }).first();
  await expect(name).toHaveValue(first.name);
  await name.fill(NEW_NAME);
  await publish(page);

  const data = checkContentText('content/team.json', saved('content/team.json'));
  expect(data.members[0]?.name).toBe(NEW_NAME);
  expect(data.members.slice(1)).toEqual(
    checkContentText('content/team.json', readFileSync('content/team.json', 'utf8')).members.slice(1),
  );
});

/**
 * What axe finds in Decap's own markup, which this repository cannot change (docs/content.md, "Editing the
 * content"): its list items' fold, drag and remove controls have no names, its header's colours are
 * too faint, its preview frame has no title, and its views have no main landmark. Anything else is
 * ours: the page around Decap (editor/cms/index.html) or the preview drawn inside the frame.
 */
const DECAP_OWN = new Set([
  'button-name',
  'aria-command-name',
  'color-contrast',
  'frame-title',
  'landmark-one-main',
  'region',
]);

test('axe finds nothing on the editor but what is in Decap’s own markup, and nothing in the preview', async ({
  page,
}) => {
  await openFile(page, 'Impact figures and photos');
  // The preview is drawn once Decap has its frame ready: a while, on a busy machine.
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toHaveText(
    'Impact figures and photos',
    { timeout: 30_000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    // Targets inside the preview frame start with the frame's own selector.
    inPreview: violation.nodes.filter((node) => node.target.length > 1).map((node) => node.target.join(' ')),
  }));
  expect(found.filter((violation) => !DECAP_OWN.has(violation.rule)).map((violation) => violation.rule)).toEqual([]);
  expect(found.flatMap((violation) => violation.inPreview)).toEqual([]);
  // The page heading the editor's page adds for screen readers is there, and is the only h1 outside the preview.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Content editor/);
});

/** `vite build` of this checkout into `outDir`, reading the data files under `contentRoot`: its errors, if any. */
function buildSite(contentRoot: string, outDir: string): Promise<string> {
  const build = spawn(process.execPath, [VITE_BIN, 'build', '--mode', 'stack', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, CONTENT_ROOT: contentRoot },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve) =>
    build.once('exit', (code) => resolve(code === 0 ? '' : errors || `exit ${String(code)}`)),
  );
}

test('the site rebuilt from the edited files shows the new figure and name, on About and Impact', async ({ page }) => {
  // A production build with prerendering, on a machine that may be busy.
  test.setTimeout(600_000);
  expect(newFigure, 'the figure was changed in the editor first').toBeGreaterThan(0);
  const outDir = join(root, 'dist');
  expect(await buildSite(root, outDir)).toBe('');
  // The repository's own files are as they were.
  expect(readFileSync('content/team.json', 'utf8')).not.toContain(NEW_NAME);

  const site = await serveCopyOfBuild(outDir);
  try {
    const [counter] = checkContentText('content/impact.json', saved('content/impact.json')).counters;
    if (!counter) throw new Error('content/impact.json has no counters');
    const shown = formatFigure({ value: newFigure, suffix: '+' });
    for (const path of ['/impact', '/about']) {
      await page.goto(`${site.url}${path}`);
      const item = page.getByRole('main').getByRole('listitem').filter({ hasText: counter.label });
      await item.scrollIntoViewIfNeeded();
      await expect(item.locator('[data-count-up]')).toHaveText(shown);
    }
    await page.goto(`${site.url}/about`);
    await expect(page.getByRole('main').getByRole('heading', { level: 3, name: NEW_NAME })).toBeVisible();
    // The prerendered page, before any script runs, says it too.
    const html = await (await fetch(`${site.url}/about`)).text();
    expect(html).toContain(NEW_NAME);
  } finally {
    await site.close();
  }
});
