import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist',
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
      // Layers import one way: shared code never reaches into features, routes or components.
      'no-restricted-imports': 'off',
    },
  },
  {
    // One UI system per kind of page (src/components/ui/layout.ts): content pages are plain elements
    // and CSS modules; Mantine only in the admin area, whose top component wraps itself in
    // MantineScope. So a Mantine component cannot land on a page without its provider.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/features/auth/**',
      'src/features/blog/admin/**',
      'src/features/donations/**',
      'src/routes/admin.tsx',
      'src/components/mantine-scope.tsx',
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
