import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { hostingSite } from '../../scripts/build/hosting-sites';
import { localFirebaseConfig } from '../../scripts/stack/local-firebase-config';

type FirebaseConfig = Parameters<typeof localFirebaseConfig>[0];

const production = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseConfig;
const local = localFirebaseConfig(production);

const policyOf = (site: FirebaseConfig['hosting'][number], source: string): string | undefined =>
  site.headers?.find((rule) => rule.source === source)?.headers.find(({ key }) => key === 'Content-Security-Policy')
    ?.value;

describe("the local stack's copy of firebase.json", () => {
  it('keeps the public site first, where firebase-tools gives it the Hosting port, and the editor next', () => {
    expect(local.hosting.map((site) => site.target)).toEqual(['site', 'editor']);
  });

  it("sends the public site's old /cms to the editor's site on the stack", () => {
    const redirect = hostingSite(local.hosting, 'site').redirects?.find(({ source }) => source.startsWith('/cms'));
    expect(redirect?.destination).toBe(`${localUrl(LOCAL_PORTS.editor)}/cms`);
    expect(
      hostingSite(production.hosting, 'site').redirects?.find(({ source }) => source.startsWith('/cms'))?.destination,
    ).toMatch(/^https:\/\/[^/]+\/cms$/);
  });

  it('lets the public site reach the emulators, and gives the editor exactly the production headers', () => {
    expect(policyOf(hostingSite(local.hosting, 'site'), '**')).toContain(localUrl(LOCAL_PORTS.firestore));
    expect(hostingSite(local.hosting, 'editor').headers).toEqual(hostingSite(production.hosting, 'editor').headers);
    expect(policyOf(hostingSite(local.hosting, 'editor'), '**')).not.toContain('127.0.0.1');
  });
});
