import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CMS_SIGN_IN_CALLBACK,
  CMS_SIGN_IN_MESSAGE_ID,
  CMS_SIGN_IN_PATH,
  CMS_SIGN_IN_RELAY_SCRIPT,
  CMS_SIGN_IN_START,
  decapError,
  decapHandshake,
  decapSuccess,
} from '../../../src/shared/cms-sign-in';

/**
 * The content editor's GitHub sign-in (docs/editing-content.md): the OAuth "web application flow"
 * that Decap's GitHub backend expects a small server to run, because the client secret must never
 * reach a browser. Decap's own answer is a Netlify service we do not use, and the community relays
 * are separate servers to host and patch; this is the same hand-off in one function of our project.
 *
 * 1. /auth: remembers a random state in a cookie and sends the staff member to GitHub.
 * 2. /callback: checks the state, trades GitHub's one-time code for a token, and answers a page whose
 *    script (src/cms/sign-in-relay.ts) hands the token to the editor that opened the popup.
 */
export interface SignInRequest {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  cookie: string | undefined;
  /** The editor's origin as the visitor sees it (Hosting's forwarded host), for GitHub's redirect. */
  origin: string;
}

export interface SignInSettings {
  clientId: string;
  clientSecret: string;
  /** https://github.com, or the local stack's double. */
  githubOrigin: string;
  log: { error: (message: string) => void };
}

export interface SignInAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Firebase Hosting passes only this cookie on to functions. */
const STATE_COOKIE = '__session';
const STATE_LIFETIME_SECONDS = 600;
const PROVIDER = 'github';

/** Secure wherever the editor is on https; the local stack's Hosting emulator is plain http, where browsers drop such cookies. */
const stateCookie = (origin: string, value: string, maxAge: number): string =>
  `${STATE_COOKIE}=${value}; Path=${CMS_SIGN_IN_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax` +
  (origin.startsWith('https:') ? '; Secure' : '');

// "private": Hosting passes a function's Set-Cookie on only when its answer may not be cached for others.
const NOT_CACHED = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The popup's page: words for the person, and Decap's message for the relay script to post. */
function relayPage(origin: string, status: number, words: string, message: string): SignInAnswer {
  const body = [
    '<!doctype html>',
    '<html lang="en-NG">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Signing in to the content editor</title>',
    `<p id="${CMS_SIGN_IN_MESSAGE_ID}" data-handshake="${decapHandshake(PROVIDER)}" data-message="${escapeHtml(message)}">${escapeHtml(words)}</p>`,
    `<script type="module" src="${CMS_SIGN_IN_RELAY_SCRIPT}"></script>`,
    '',
  ].join('\n');
  return {
    status,
    headers: {
      ...NOT_CACHED,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'Set-Cookie': stateCookie(origin, '', 0),
    },
    body,
  };
}

const refusal = (request: SignInRequest, status: number, words: string): SignInAnswer =>
  relayPage(request.origin, status, words, decapError(PROVIDER, words));

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sameState(expected: string | undefined, received: string | undefined): boolean {
  if (!expected || !received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

function start(request: SignInRequest, settings: SignInSettings): SignInAnswer {
  if (request.query['provider'] !== PROVIDER)
    return refusal(request, 400, 'Only GitHub sign-in is set up for this editor.');
  const state = randomBytes(32).toString('base64url');
  const authorize = new URL('/login/oauth/authorize', settings.githubOrigin);
  authorize.searchParams.set('client_id', settings.clientId);
  authorize.searchParams.set('redirect_uri', `${request.origin}${CMS_SIGN_IN_CALLBACK}`);
  // Decap asks for "repo" (it commits and opens pull requests); nothing wider is ever granted.
  authorize.searchParams.set('scope', 'repo');
  authorize.searchParams.set('state', state);
  return {
    status: 302,
    headers: {
      ...NOT_CACHED,
      Location: authorize.href,
      'Set-Cookie': stateCookie(request.origin, state, STATE_LIFETIME_SECONDS),
    },
    body: '',
  };
}

interface GitHubTokenAnswer {
  access_token?: string;
  error?: string;
  error_description?: string;
}

async function finish(request: SignInRequest, settings: SignInSettings): Promise<SignInAnswer> {
  if (request.query['error'])
    return refusal(
      request,
      403,
      'GitHub did not let you in (you may have pressed Cancel). Close this window and try again.',
    );
  if (!sameState(cookieValue(request.cookie, STATE_COOKIE), request.query['state']))
    return refusal(
      request,
      400,
      'This sign-in link has expired or was not started here. Close this window and sign in again.',
    );
  const code = request.query['code'];
  if (!code) return refusal(request, 400, 'GitHub sent no sign-in code. Close this window and sign in again.');
  try {
    const response = await fetch(new URL('/login/oauth/access_token', settings.githubOrigin), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: `${request.origin}${CMS_SIGN_IN_CALLBACK}`,
      }),
    });
    const answer = (await response.json()) as GitHubTokenAnswer;
    if (!response.ok || !answer.access_token) {
      settings.log.error(`GitHub refused the sign-in code: ${response.status} ${answer.error ?? ''}`);
      return refusal(request, 403, 'GitHub refused this sign-in. Close this window and sign in again.');
    }
    return relayPage(
      request.origin,
      200,
      'Signed in. This window closes by itself.',
      decapSuccess(PROVIDER, answer.access_token),
    );
  } catch (error) {
    settings.log.error(`GitHub could not be reached: ${String(error)}`);
    return refusal(request, 502, 'GitHub could not be reached. Close this window and try again in a minute.');
  }
}

export async function handleCmsSignIn(request: SignInRequest, settings: SignInSettings): Promise<SignInAnswer> {
  if (request.method !== 'GET') return { status: 405, headers: { ...NOT_CACHED, Allow: 'GET' }, body: '' };
  if (request.path === CMS_SIGN_IN_START) return start(request, settings);
  if (request.path === CMS_SIGN_IN_CALLBACK) return finish(request, settings);
  return { status: 404, headers: { ...NOT_CACHED, 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' };
}
