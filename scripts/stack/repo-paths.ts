import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const STACK_DIR = join(REPO_ROOT, '.stack');

export const BUILT_INDEX = join(REPO_ROOT, 'dist', 'index.html');

export const RULES_FILE = join(REPO_ROOT, 'firestore.rules');

/** Started with the current node binary rather than through .bin shims, so the pid we hold is the real process. */
export const FIREBASE_TOOLS_BIN = join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
export const VITE_BIN = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
export const VITEST_BIN = join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
export const PLAYWRIGHT_BIN = join(REPO_ROOT, 'node_modules', '@playwright', 'test', 'cli.js');

export const shownPath = (path: string): string => relative(REPO_ROOT, path) || '.';
