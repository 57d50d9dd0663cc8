import { defineConfig, devices } from '@playwright/test';
import { LOCAL_PORTS, localUrl } from './src/config/local-stack';

/** Debian's Chromium: Playwright cannot download its own browser on our machines. */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/support/require-stack.ts',
  fullyParallel: true,
  workers: 2,
  // One retry, so a single timing failure on a busy two-core machine cannot block a landing (.ci/run sets
  // no CI variable); Playwright still reports such a test as "flaky", and a real failure fails twice.
  retries: 1,
  forbidOnly: true,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A test that signs in, runs axe with every rule and publishes a post took 20-32 s on a busy 2-core
  // machine (27 November: a Markdown post's test ran out of 30 s twice, on its last step). The waits
  // inside a test keep expect's own timeout; only the whole test gets the room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: localUrl(LOCAL_PORTS.hosting),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Our machines have no internet: stop Chromium from phoning home at start.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /.*\.phone\.spec\.ts/ },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /.*\.(phone|both)\.spec\.ts/,
    },
  ],
});
