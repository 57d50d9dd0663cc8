import { parseObject, readBody, sendJson, serveLocally, type LocalServer } from './http-helpers';

/**
 * GitHub for the content editor's sign-in test (GitHub has no local form): an authorize page that
 * approves at once, the token endpoint (each code once), and under /api the user and repository
 * Decap asks for once signed in; anything else answers 404, as GitHub does for a missing file.
 */
export type GitHubDouble = LocalServer & { tokens: string[] };

export const GITHUB_DOUBLE_USER = { login: 'staff-editor', name: 'Staff Editor' } as const;

export async function startGitHubOAuthDouble(
  port: number,
  client: { id: string; secret: string },
  repo: string,
): Promise<GitHubDouble> {
  const codes = new Set<string>();
  const tokens: string[] = [];
  const served = await serveLocally(
    { port, name: 'GitHub double', log: console.error },
    async (request, response, url) => {
      if (url.pathname === '/login/oauth/authorize') {
        const redirect = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== client.id || !redirect)
          return sendJson(response, 400, { error: 'unknown client' });
        const code = `code-${codes.size + 1}`;
        codes.add(code);
        const back = new URL(redirect);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return void response.writeHead(302, { Location: back.href }).end();
      }
      if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
        const sent = parseObject(await readBody(request)) ?? {};
        const code = typeof sent['code'] === 'string' ? sent['code'] : '';
        if (sent['client_id'] !== client.id || sent['client_secret'] !== client.secret || !codes.delete(code))
          return sendJson(response, 200, { error: 'bad_verification_code' });
        const token = `gho_double${tokens.length + 1}`;
        tokens.push(token);
        return sendJson(response, 200, { access_token: token, token_type: 'bearer', scope: 'repo' });
      }
      const signedIn = tokens.some((token) => request.headers.authorization === `token ${token}`);
      if (url.pathname === '/api/user' && signedIn)
        return sendJson(response, 200, { ...GITHUB_DOUBLE_USER, id: 1, avatar_url: '' });
      if (url.pathname === `/api/repos/${repo}` && signedIn)
        return sendJson(response, 200, {
          full_name: repo,
          name: repo.split('/')[1],
          owner: { login: repo.split('/')[0] },
          default_branch: 'main',
          permissions: { push: true },
        });
      return sendJson(response, signedIn ? 404 : 401, { message: signedIn ? 'Not Found' : 'Bad credentials' });
    },
  );
  return { ...served, tokens };
}
