import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { parseEnv, STACK_MODE } from './src/config/env-schema';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // What vite.config.ts defines for the local stack's build, with no settings.
        define: { __APP_ENV__: JSON.stringify(parseEnv({}, STACK_MODE)), __OFFLINE_SAVE_BYTES__: '23000000' },
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
