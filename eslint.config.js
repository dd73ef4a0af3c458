// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

/** Every web feature folder: each may import only itself (STYLE.md 9, bulletproof-react). */
const FEATURES = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const NO_CROSS_FEATURE =
  'A feature never imports another feature: compose them in src/web/app (route files) or move the shared piece to src/web/{components,hooks,lib}.';

/** Import direction (DESIGN.md "Architecture"): web → shared ← server, features isolated. */
const ZONES = [
  ...FEATURES.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: NO_CROSS_FEATURE,
  })),
  {
    target: [
      './src/web/features',
      './src/web/components',
      './src/web/hooks',
      './src/web/lib',
      './src/web/config',
    ],
    from: './src/web/app',
    message: 'src/web/app composes the rest; nothing imports it back.',
  },
  { target: './src/web', from: './src/server', message: 'The web never imports server code.' },
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  {
    target: './src/shared',
    from: ['./src/web', './src/server'],
    message: 'src/shared is pure: it imports neither web nor server.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: ZONES }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: 'Relative imports climb at most one level: use @web/, @shared/ or @server/.',
            },
          ],
        },
      ],
    },
  },
  {
    // One file-naming style: kebab-case files and folders (middle extensions such as
    // .test, .e2e, .module are allowed).
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE', 'bench/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Query keys are defined once, in a feature's keys.ts (DESIGN.md "Endpoint contracts").
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys live in the feature’s keys.ts: use e.g. appointmentKeys.day(date).',
        },
        {
          selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          message: 'Query keys live in the feature’s keys.ts: use e.g. appointmentKeys.day(date).',
        },
      ],
    },
  },
);
