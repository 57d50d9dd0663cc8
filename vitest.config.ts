import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { measureReportPdf } from './scripts/build/report-pdf';
import { parseEnv, STACK_MODE } from './src/config/env-schema';

/** What the app's modules need to run: React's transform and what vite.config.ts defines for the local stack's build, with no settings. */
const appModules = {
  plugins: [react()],
  define: {
    __APP_ENV__: JSON.stringify(parseEnv({}, STACK_MODE)),
    __OFFLINE_SAVE_BYTES__: '23000000',
    // The committed report and its placeholder PDF, measured as the build measures them.
    __REPORT_PDF__: JSON.stringify(measureReportPdf('.', 'public')),
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...appModules,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./tests/setup/jsdom.ts'],
        },
      },
      {
        test: {
          // Reads the built site (dist/, or BUILD_DIR): run after `npm run build:stack` (or `npm run build`).
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
      {
        // The blog's pages render the app's routes (src/entry-server.tsx).
        ...appModules,
        test: {
          // The Cloud Functions' own logic, no emulator needed (functions/).
          name: 'functions',
          environment: 'node',
          include: ['functions/src/**/*.test.ts'],
          exclude: ['functions/src/**/*.emulator.test.ts'],
        },
      },
      {
        test: {
          // The gifts' server half against the running stack (npm run test:stack runs it with the
          // rules): the webhook's handler on the Firestore emulator, and the function in the Functions
          // emulator fed by the Paystack double; and the blog's function (blogServer) through Hosting.
          name: 'gifts',
          environment: 'node',
          include: [
            'functions/src/**/*.emulator.test.ts',
            'tests/gifts/**/*.test.ts',
            'tests/blog-server/**/*.test.ts',
          ],
          fileParallelism: false,
          testTimeout: 60_000,
          // firebase-admin's first connection, on a busy machine, outlasts the default 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // One emulator serves every file: run them one after another.
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
