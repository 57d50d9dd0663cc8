import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkContentText } from '../../scripts/content/check-content';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';

/**
 * The editor as `npm run cms` runs it (Decap with decap-server), saving into a copy of content/ so
 * the repository's files stay as they are. The site's pages showing what the files say is checked by
 * src/content/content.test.ts and the pages' own specs, which read the same files.
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

const saved = (file: 'content/impact.json' | 'content/team.json'): string => readFileSync(join(root, file), 'utf8');

async function openFile(page: Page, name: string): Promise<void> {
  await page.goto(EDITOR);
  // The local backend needs no account: its Login button goes straight in.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name }).click();
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
  await figure.fill(String(before + 13));
  await publish(page);

  const data = checkContentText('content/impact.json', saved('content/impact.json'));
  expect(data.counters[0]?.value).toBe(before + 13);
});

test("changes a team member's name through the form, into a file the build accepts", async ({ page }) => {
  await openFile(page, 'Leadership team');
  const [first] = checkContentText('content/team.json', saved('content/team.json')).members;
  if (!first) throw new Error('content/team.json has no members');
  const name = page.getByLabel('Name', { exact: true }).first();
  await expect(name).toHaveValue(first.name);
  await name.fill('Dr. Ada Test-Member');
  await publish(page);

  const data = checkContentText('content/team.json', saved('content/team.json'));
  expect(data.members[0]?.name).toBe('Dr. Ada Test-Member');
  expect(data.members.slice(1)).toEqual(
    checkContentText('content/team.json', readFileSync('content/team.json', 'utf8')).members.slice(1),
  );
});
