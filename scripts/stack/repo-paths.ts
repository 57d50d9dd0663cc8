import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';

/** Resolved from this file rather than the working directory, so the scripts work from any folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Logs of the stack's processes; gitignored. */
export const STACK_DIR = join(REPO_ROOT, '.stack');

export const BUILT_INDEX = join(REPO_ROOT, 'dist', 'index.html');

export const RULES_FILE = join(REPO_ROOT, 'firestore.rules');

/** Started with the current node binary rather than through .bin shims, so the pid we hold is the real process. */
export const FIREBASE_TOOLS_BIN = join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
export const VITE_BIN = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
export const VITEST_BIN = join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
export const PLAYWRIGHT_BIN = join(REPO_ROOT, 'node_modules', '@playwright', 'test', 'cli.js');

/** Paths in messages read better relative to the repository, where the reader is. */
export const shownPath = (path: string): string => relative(REPO_ROOT, path) || '.';
