/**
 * `npm run build` is the production build: with no settings it must stop at once with one sentence
 * naming what is missing, never fall back to the emulators. Runs the real `vite build` with the
 * VITE_* variables removed; skipped when a settings file of this checkout would supply them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SETTINGS_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];
const hasSettingsFile = SETTINGS_FILES.some((file) => existsSync(file));

const withoutViteSettings = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));

describe.skipIf(hasSettingsFile)('a production build without settings', () => {
  it('fails before building, with one sentence that names the missing project id', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'production-build-'));
    try {
      const run = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir], {
        env: { ...withoutViteSettings(), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('VITE_FIREBASE_PROJECT_ID');
      expect(lines[0]).not.toMatch(/\.\s+\S/);
      expect(existsSync(join(outDir, 'index.html'))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
