import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-editor',
      'dist-server',
      'dist-sourcemaps',
      'dev-dist',
      'node_modules',
      'src/route-tree.gen.ts',
      'test-results',
      'playwright-report',
      '.stack',
      'bench/results',
      // The functions' bundle (npm run build --workspace functions).
      'functions/lib',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The JavaScript files (configs, the Node version check) are type-checked with the Node
          // scripts' settings, so deprecated APIs are reported in them too.
          allowDefaultProject: ['*.js', 'scripts/*.js'],
          defaultProject: 'tsconfig.node.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Layers import one way, lowest first: src/shared (the page/worker contract); src/lib, src/config
    // and src/content (one foundation: the Firebase wiring reads config/env, the content's types use
    // lib's number format); src/components and src/hooks; src/features, each on its own; and on top
    // src/routes, src/app, src/cms and the entry files in src/. What two features share moves down.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones() }] },
  },
  {
    // One UI system per kind of page (src/components/ui/layout.ts): content pages are plain elements
    // and CSS modules; Mantine only in the admin area, whose top component wraps itself in
    // MantineScope (components/admin holds what two admin features share). So a Mantine component
    // cannot land on a page without its provider.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/features/administrators/**',
      'src/features/auth/**',
      'src/features/blog/admin/**',
      'src/features/donations/**',
      'src/routes/admin.tsx',
      'src/components/mantine-scope.tsx',
      'src/components/admin/**',
      'src/theme.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mantine/*'],
              message:
                'Mantine is only for the admin area (see src/components/ui/layout.ts): use the kit in src/components/ui, or move this into a module that wraps itself in MantineScope.',
            },
            {
              group: [
                '**/features/administrators/administrators-panel',
                '**/features/auth/login-form',
                '**/features/auth/logout-button',
                '**/features/blog/admin/new-post-form',
              ],
              message:
                'This component uses Mantine and needs MantineScope around it: import the top component that wraps itself (the admin route) instead (see src/components/ui/layout.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The first Intl formatter a page makes loads the locale's data: one long task on the low-tier
    // phone (src/lib/digit-grouping.ts and src/lib/day-format.ts say how long). Page code writes
    // numbers and dates with those two; tests may use Intl to check them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'Intl',
          message: 'Intl costs the phone a long task: use src/lib/digit-grouping.ts or src/lib/day-format.ts.',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
          property,
          message:
            'This loads Intl, a long task on the low-tier phone: use src/lib/digit-grouping.ts or src/lib/day-format.ts.',
        })),
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@mantine/*', '../*'],
              message: 'src/shared is the page/worker contract: no DOM, React or app imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['scripts/**/*.{ts,js}', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);

/** The zones of import-x/no-restricted-paths: what each layer may not import. */
function layerZones() {
  // The rule resolves targets and sources against basePath, but matches exceptions as written.
  const here = (/** @type {string} */ glob) => resolve(import.meta.dirname, glob);
  // The entry files in src/ belong on top; src/theme.ts is a setting (the site's colours and type).
  const top = ['src/routes/**', 'src/app/**', 'src/cms/**', 'src/!(theme).{ts,tsx}'];
  const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [
    {
      target: 'sw/**',
      from: 'src/**',
      except: [here('src/shared/**'), here('src/lib/**')],
      message: 'The service worker imports only src/shared and src/lib: move what it needs there.',
    },
    {
      target: 'src/shared/**',
      from: 'src/**',
      except: [here('src/shared/**')],
      message: 'src/shared is the page/worker contract: it imports nothing else of the app.',
    },
    {
      target: ['src/lib/**', 'src/config/**', 'src/content/**'],
      from: ['src/components/**', 'src/hooks/**', 'src/features/**', ...top],
      message: 'lib, config and content are the foundation: they never import components, features or routes.',
    },
    {
      target: ['src/components/**', 'src/hooks/**'],
      from: ['src/features/**', ...top],
      message: 'Components never import features or routes: move the shared part down, or compose it in the route.',
    },
    ...features.map(({ name }) => ({
      target: `src/features/${name}/**`,
      from: ['src/features/**', ...top],
      except: [here(`src/features/${name}/**`)],
      message: 'A feature never imports another feature or a route: move what they share into lib or components.',
    })),
  ];
}
