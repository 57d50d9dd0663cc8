/**
 * The contract between the content editor's sign-in (src/cms/sign-in-relay.ts) and functions/src/cms-sign-in/.
 * Hosting serves these on the editor's own origin, so no third-party script ever sees the GitHub token.
 */
export const CMS_SIGN_IN_FUNCTION = 'cmsSignIn';
export const CMS_SIGN_IN_PATH = '/api/cms-sign-in';
/** Decap opens `${base_url}/${auth_endpoint}?provider=github&scope=repo` (config.yml's auth_endpoint). */
export const CMS_SIGN_IN_START = `${CMS_SIGN_IN_PATH}/auth`;
export const CMS_SIGN_IN_CALLBACK = `${CMS_SIGN_IN_PATH}/callback`;
/** The relay page's script, served from the editor's folder so the editor's CSP (script-src 'self') allows it. */
export const CMS_SIGN_IN_RELAY_SCRIPT = '/cms/sign-in-relay.js';
export const CMS_SIGN_IN_MESSAGE_ID = 'sign-in-message';

/** Decap's popup hand-off (decap-cms, NetlifyAuthenticator): the messages it waits for, by provider. */
export const decapHandshake = (provider: string): string => `authorizing:${provider}`;
export const decapSuccess = (provider: string, token: string): string =>
  `authorization:${provider}:success:${JSON.stringify({ token, provider })}`;
export const decapError = (provider: string, message: string): string =>
  `authorization:${provider}:error:${JSON.stringify({ message })}`;
