/**
 * The local stack's build (what `npm test` makes) is exactly the site that must never go live: the
 * deploy check and Firebase's predeploy hook must refuse it. Whatever the mode, no build publishes
 * its source maps or points browsers at one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployRefusals } from '../../scripts/build/deployable';
import { DIST } from './built-site';
import { editorFolderFor, hostingSite, type HostingTarget } from '../../scripts/build/hosting-sites';

interface FirebaseJson {
  hosting: { target: string; public: string; predeploy?: string[] }[];
}

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Runs Firebase's predeploy commands the way firebase-tools does: a shell in the project, RESOURCE_DIR set. */
function runPredeploy(target: HostingTarget, resourceDir: string): { status: number | null; output: string } {
  let output = '';
  for (const command of hostingSite(firebaseJson.hosting, target).predeploy ?? []) {
    const run = spawnSync(command, {
      shell: true,
      cwd: process.cwd(),
      env: { ...process.env, RESOURCE_DIR: resourceDir, PROJECT_DIR: process.cwd() },
      encoding: 'utf8',
    });
    output += `${run.stdout}${run.stderr}`;
    if (run.status !== 0) return { status: run.status, output };
  }
  return { status: 0, output };
}

describe('source maps', () => {
  const files = filesUnder(DIST);

  it('are not in the deployed folder', () => {
    expect(files.filter((file) => file.endsWith('.map')).map((file) => relative(DIST, file))).toEqual([]);
  });

  it('are referenced by no deployed file, so no browser asks for a missing one', () => {
    const pointing = files
      .filter((file) => /\.(?:m?js|css)$/.test(file))
      .filter((file) => /[#@]\s*sourceMappingURL=/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(DIST, file));
    expect(pointing).toEqual([]);
  });

  it('are kept beside the build for local debugging', () => {
    const kept = join(dirname(DIST), `${relative(dirname(DIST), DIST)}-sourcemaps`);
    expect(existsSync(join(kept, 'sw.js.map'))).toBe(true);
    expect(filesUnder(kept).some((file) => /assets[/\\]index-[^/\\]+\.js\.map$/.test(file))).toBe(true);
  });
});

describe('the deploy check', () => {
  it('refuses the local stack build, which talks to 127.0.0.1 under a demo project', () => {
    const reasons = deployRefusals(DIST).map((refusal) => refusal.reason);
    expect(reasons.some((reason) => reason.startsWith('mentions 127.0.0.1'))).toBe(true);
    expect(reasons.some((reason) => reason.startsWith('mentions a demo- project'))).toBe(true);
  });

  it("runs as Firebase's predeploy hook on each Hosting folder, and stops the deploy of this build's public site and editor", () => {
    const folders = { site: DIST, editor: editorFolderFor(DIST) } as const;
    for (const [target, folder] of Object.entries(folders) as [HostingTarget, string][]) {
      expect(hostingSite(firebaseJson.hosting, target).public, target).toBe(relative(process.cwd(), folder));
      const refused = runPredeploy(target, folder);
      expect(refused.status, target).not.toBe(0);
      expect(refused.output, target).toMatch(/cannot be deployed \(.*127\.0\.0\.1/);
    }
  }, 120_000);

  it('lets a site with nothing of the local stack through the same hook', () => {
    const clean = mkdtempSync(join(tmpdir(), 'deployable-site-'));
    try {
      writeFileSync(join(clean, 'index.html'), '<!doctype html><title>Hope Harvest Mission</title>');
      expect(runPredeploy('site', clean).status).toBe(0);
      expect(runPredeploy('editor', clean).status).toBe(0);
    } finally {
      rmSync(clean, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the production settings', () => {
  it('are never committed: git ignores .env.production', () => {
    const check = spawnSync('git', ['check-ignore', '--quiet', '--no-index', '.env.production'], {
      cwd: process.cwd(),
    });
    expect(check.status).toBe(0);
  });
});
