/**
 * The contract between the content editor (editor/cms: Decap's GitHub sign-in and our relay page
 * script, src/cms/sign-in-relay.ts) and the `cmsSignIn` function (functions/src/cms-sign-in/). Hosting
 * rewrites these addresses to the function on the editor's own origin (firebase.json), so the popup
 * that hands the GitHub token over shares the editor's origin and no third-party script ever sees it.
 */
export const CMS_SIGN_IN_FUNCTION = 'cmsSignIn';
export const CMS_SIGN_IN_PATH = '/api/cms-sign-in';
/** Decap opens `${base_url}/${auth_endpoint}?provider=github&scope=repo` (config.yml's auth_endpoint). */
export const CMS_SIGN_IN_START = `${CMS_SIGN_IN_PATH}/auth`;
/** Where GitHub sends the staff member back with a one-time code (the OAuth app's callback URL). */
export const CMS_SIGN_IN_CALLBACK = `${CMS_SIGN_IN_PATH}/callback`;
/** The relay page's script, served from the editor's folder so the editor's CSP (script-src 'self') allows it. */
export const CMS_SIGN_IN_RELAY_SCRIPT = '/cms/sign-in-relay.js';
/** The element of the relay page that carries Decap's message for the script to post. */
export const CMS_SIGN_IN_MESSAGE_ID = 'sign-in-message';

/** Decap's popup hand-off (decap-cms, NetlifyAuthenticator): the messages it waits for, by provider. */
export const decapHandshake = (provider: string): string => `authorizing:${provider}`;
export const decapSuccess = (provider: string, token: string): string =>
  `authorization:${provider}:success:${JSON.stringify({ token, provider })}`;
export const decapError = (provider: string, message: string): string =>
  `authorization:${provider}:error:${JSON.stringify({ message })}`;
