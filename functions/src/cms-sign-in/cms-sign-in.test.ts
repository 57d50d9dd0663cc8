// @vitest-environment jsdom
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubOAuthDouble, type GitHubDouble } from '../../../scripts/stack/github-oauth-double';
import { CMS_SIGN_IN_CALLBACK, CMS_SIGN_IN_MESSAGE_ID, CMS_SIGN_IN_START } from '../../../src/shared/cms-sign-in';
import { handleCmsSignIn, type SignInAnswer, type SignInRequest, type SignInSettings } from './cms-sign-in';

/**
 * The editor's sign-in relay against the stack's stand-in for GitHub's OAuth pages
 * (scripts/stack/github-oauth-double.ts; GitHub has no local form), which knows one client.
 */
const CLIENT = { id: 'local-client', secret: 'local-secret' };
const ORIGIN = 'https://cms.example.org';

let github: GitHubDouble;
let settings: SignInSettings;
const errors: string[] = [];

beforeAll(async () => {
  github = await startGitHubOAuthDouble(0, CLIENT, 'owner/repo');
  const { port } = github.server.address() as AddressInfo;
  settings = {
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    githubOrigin: `http://127.0.0.1:${port}`,
    log: { error: (message) => errors.push(message) },
  };
});

afterAll(() => new Promise<void>((resolve) => github.server.close(() => resolve())));

const request = (path: string, query: Record<string, string | undefined>, cookie?: string): SignInRequest => ({
  method: 'GET',
  path,
  query,
  cookie,
  origin: ORIGIN,
});

/** What the relay page hands to Decap, read as a browser would read the attribute. */
function relayedMessage(answer: SignInAnswer): string | undefined {
  const document = new DOMParser().parseFromString(answer.body, 'text/html');
  return document.getElementById(CMS_SIGN_IN_MESSAGE_ID)?.dataset['message'];
}

/** Starts a sign-in and lets "GitHub" approve it: the state and cookie we set, and the code GitHub sent back. */
async function startSignIn(): Promise<{
  state: string;
  cookie: string;
  setCookie: string;
  location: URL;
  code: string;
}> {
  const answer = await handleCmsSignIn(request(CMS_SIGN_IN_START, { provider: 'github', scope: 'repo' }), settings);
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers['Location'] ?? '');
  const setCookie = answer.headers['Set-Cookie'] ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  const approved = await fetch(location, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(`${ORIGIN}${CMS_SIGN_IN_CALLBACK}`);
  return {
    state: location.searchParams.get('state') ?? '',
    cookie,
    setCookie,
    location,
    code: back.searchParams.get('code') ?? '',
  };
}

describe("the content editor's GitHub sign-in", () => {
  it('sends the staff member to GitHub with the client, our callback, the repo scope and a fresh state it remembers', async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    expect(first.location.origin + first.location.pathname).toBe(`${settings.githubOrigin}/login/oauth/authorize`);
    expect(Object.fromEntries(first.location.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: `${ORIGIN}${CMS_SIGN_IN_CALLBACK}`,
      scope: 'repo',
    });
    expect(first.state.length).toBeGreaterThanOrEqual(32);
    expect(second.state).not.toBe(first.state);
    expect(first.cookie).toBe(`__session=${first.state}`);
    expect(first.setCookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('hands the token to the editor only when the state matches, and forgets the state', async () => {
    const { state, cookie, code } = await startSignIn();
    const answer = await handleCmsSignIn(request(CMS_SIGN_IN_CALLBACK, { code, state }, cookie), settings);
    expect(errors).toEqual([]);
    expect(answer.status).toBe(200);
    const token = github.tokens.at(-1);
    expect(relayedMessage(answer)).toBe(`authorization:github:success:{"token":"${token}","provider":"github"}`);
    expect(answer.headers['Set-Cookie']).toMatch(/^__session=; .*Max-Age=0/);
    expect(answer.headers['Cache-Control']).toBe('private, no-store');
    expect(answer.headers['Content-Security-Policy']).toContain("script-src 'self'");
  });

  it('refuses a callback whose state is missing or belongs to another sign-in, without asking GitHub', async () => {
    const { cookie, code } = await startSignIn();
    const handedOut = github.tokens.length;
    for (const query of [{ code }, { code, state: 'someone-elses-state' }]) {
      const answer = await handleCmsSignIn(request(CMS_SIGN_IN_CALLBACK, query, cookie), settings);
      expect(answer.status).toBe(400);
      expect(relayedMessage(answer)).toMatch(/^authorization:github:error:.*expired or was not started here/);
    }
    const noCookie = await handleCmsSignIn(request(CMS_SIGN_IN_CALLBACK, { code, state: 'x' }), settings);
    expect(noCookie.status).toBe(400);
    expect(github.tokens).toHaveLength(handedOut);
  });

  it('says so in words when GitHub refuses the code or the staff member cancels', async () => {
    const { state, cookie } = await startSignIn();
    const badCode = await handleCmsSignIn(request(CMS_SIGN_IN_CALLBACK, { code: 'stale', state }, cookie), settings);
    expect(badCode.status).toBe(403);
    expect(relayedMessage(badCode)).toMatch(/^authorization:github:error:.*GitHub refused this sign-in/);
    expect(errors.at(-1)).toContain('bad_verification_code');
    const cancelled = await handleCmsSignIn(
      request(CMS_SIGN_IN_CALLBACK, { error: 'access_denied', state }, cookie),
      settings,
    );
    expect(cancelled.status).toBe(403);
    expect(cancelled.body).toContain('Close this window and try again.');
  });

  it('answers 502 in words when GitHub cannot be reached', async () => {
    const { state, cookie, code } = await startSignIn();
    const unreachable = { ...settings, githubOrigin: 'http://127.0.0.1:9' };
    const answer = await handleCmsSignIn(request(CMS_SIGN_IN_CALLBACK, { code, state }, cookie), unreachable);
    expect(answer.status).toBe(502);
    expect(relayedMessage(answer)).toMatch(/GitHub could not be reached/);
  });

  it('knows only its two addresses, GitHub as provider and GET', async () => {
    expect((await handleCmsSignIn(request('/api/cms-sign-in/other', {}), settings)).status).toBe(404);
    expect((await handleCmsSignIn(request(CMS_SIGN_IN_START, { provider: 'gitlab' }), settings)).status).toBe(400);
    const post = await handleCmsSignIn(
      { ...request(CMS_SIGN_IN_START, { provider: 'github' }), method: 'POST' },
      settings,
    );
    expect(post).toMatchObject({ status: 405, headers: { Allow: 'GET' } });
  });
});
