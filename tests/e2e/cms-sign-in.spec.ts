import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { GITHUB_DOUBLE_USER, startGitHubOAuthDouble, type GitHubDouble } from '../../scripts/stack/github-oauth-double';
import { LOCAL_GITHUB_CLIENT } from '../../scripts/stack/local-functions';

/**
 * The content editor as staff meet it in production: /cms on its own Hosting site (firebase.json's
 * `editor` target, on the stack at its own port) with that site's headers (CSP, COOP), and "Login with
 * GitHub" through the cmsSignIn function behind the same site. The public site only redirects there. GitHub itself is the
 * only stand-in (scripts/stack/github-oauth-double.ts): its OAuth pages on the stack, and its REST API
 * answered by the double when the editor calls api.github.com. A header that blocks the popup, its
 * script or the hand-off fails here.
 */
const EDITOR = `${localUrl(LOCAL_PORTS.editor)}/cms`;

const REPO = /^\s*repo:\s*(\S+)/m.exec(readFileSync('editor/cms/config.yml', 'utf8'))?.[1] ?? '';

let github: GitHubDouble | undefined;

test.beforeAll(async () => {
  github = await startGitHubOAuthDouble(LOCAL_PORTS.githubOauth, LOCAL_GITHUB_CLIENT, REPO);
});

test.afterAll(() => new Promise<void>((resolve) => (github ? github.server.close(() => resolve()) : resolve())));

// Decap's 5 MB script, and a function's cold start on a busy machine. Serial: in one worker, so the
// GitHub double starts once; a second worker's beforeAll would find its port taken.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('the public site no longer serves the editor, and its old address sends staff to the editor’s own site', async ({
  page,
  request,
}) => {
  // firebase.json's redirect, before any file or the app shell: staff bookmarks of /cms keep working.
  for (const path of ['/cms', '/cms/']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers()['location'], path).toBe(EDITOR);
  }
  expect((await request.get('/cms/config.yml', { maxRedirects: 0 })).headers()['location']).toBe(EDITOR);
  // Every address under /cms goes there too: the public site serves nothing of the editor.
  const script = await request.get('/cms/decap-cms.js', { maxRedirects: 0 });
  expect(script.status()).toBe(302);
  expect(await script.text()).not.toContain('decap');

  // The editor's site is the editor only: its root leads to it, and no page of the public site is there.
  const editorRoot = await request.get(`${localUrl(LOCAL_PORTS.editor)}/`, { maxRedirects: 0 });
  expect(editorRoot.headers()['location']).toBe('/cms');
  expect((await request.get(`${localUrl(LOCAL_PORTS.editor)}/about`)).status()).toBe(404);

  await page.goto('/cms');
  // Decap then adds its own route after a `#`.
  const reached = new URL(page.url());
  expect(`${reached.origin}${reached.pathname}`).toBe(EDITOR);
  await expect(page.getByRole('heading', { name: /Content editor/ })).toBeAttached();
});

test('staff sign in with GitHub on the editor’s own site, through its sign-in function, under the production headers', async ({
  page,
  context,
}) => {
  const blocked: string[] = [];
  const watch = (target: typeof page) =>
    target.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Cross-Origin-Opener-Policy/i.test(message.text()))
        blocked.push(message.text());
    });
  watch(page);
  context.on('page', watch);
  // The editor calls GitHub's API from the browser: the double answers in GitHub's place, after the
  // browser has applied the CSP (a request the policy forbids never reaches this route).
  await context.route('https://api.github.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${localUrl(LOCAL_PORTS.githubOauth)}/api${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });

  const response = await page.goto(EDITOR);
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self' https://api.github.com");
  expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const popup = await popupOpened;
  // The popup went to GitHub's (the double's) authorize page and came back to the function's callback.
  await popup.waitForEvent('close', { timeout: 60_000 });

  // Signed in: the editor shows its collections and the account the token belongs to.
  await expect(page.getByRole('link', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });
  const stored = await page.evaluate(() => localStorage.getItem('decap-cms-user'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ login: GITHUB_DOUBLE_USER.login, backendName: 'github' });
  expect(github?.tokens).toHaveLength(1);
  expect(stored).toContain(github?.tokens[0] ?? 'no token');
  expect(blocked).toEqual([]);
  // The editor keeps polling GitHub's API: an answer still on its way as the test ends is dropped,
  // not reported as an error outside any test.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});
