import { describe, expect, it } from 'vitest';
import { LOCAL_PORTS, localFunctionUrl, localUrl } from '../../src/config/local-stack';
import { ADMINISTRATORS_FUNCTION, ADMINISTRATORS_PATH } from '../../src/shared/administrators';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';

/**
 * The administrators function as deployed in the Functions emulator, called the way firebase/functions
 * calls it (the callable protocol: POST {data}, the ID token as a Bearer token), with real ID tokens
 * from the Auth emulator: directly, and through Hosting's /api/administrators rewrite the site uses.
 * Its rules in full: functions/src/administrators.emulator.test.ts.
 */
async function idToken(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(
    `${localUrl(LOCAL_PORTS.auth)}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  expect(response.ok, `signing in as ${account.email} answered ${response.status}`).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

const call = async (url: string, token: string, data: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const ADDRESSES = {
  'the Functions emulator': localFunctionUrl(ADMINISTRATORS_FUNCTION),
  "Hosting's rewrite": `${localUrl(LOCAL_PORTS.hosting)}${ADMINISTRATORS_PATH}`,
};

describe.each(Object.entries(ADDRESSES))('the administrators function through %s', (_, url) => {
  it('refuses a signed-in member', async () => {
    const answer = await call(url, await idToken(SEED_ACCOUNTS.member), { action: 'list' });
    expect(answer).toEqual({
      status: 403,
      body: {
        error: {
          status: 'PERMISSION_DENIED',
          message: 'Only an administrator can see or change who the administrators are.',
        },
      },
    });
  });

  it("lists the administrators for the administrator's token", async () => {
    const answer = await call(url, await idToken(SEED_ACCOUNTS.admin), { action: 'list' });
    expect(answer.status).toBe(200);
    const { administrators } = answer.body['result'] as { administrators: { email: string }[] };
    expect(administrators.map((each) => each.email)).toContain(SEED_ACCOUNTS.admin.email);
  });
});
