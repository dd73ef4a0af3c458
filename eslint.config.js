// @ts-check
import path from 'node:path';
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

/** Every web feature folder: each may import only itself (bulletproof-react; docs/ARCHITECTURE.md). */
const FEATURES = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Every server route folder: each may import only itself and the layers below (docs/ARCHITECTURE.md). */
const ROUTE_FOLDERS = fs
  .readdirSync(new URL('./src/server/routes', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const NO_CROSS_ROUTE =
  'A route folder never imports another: move the shared piece to src/server/domain (or db, http, auth, live, integrations, @shared).';

const NO_CROSS_FEATURE =
  'A feature never imports another feature: compose them in src/web/app (route files) or move the shared piece to src/web/{components,hooks,lib}.';

/**
 * Import direction (docs/ARCHITECTURE.md "Layers and import rules"): web → shared ← server,
 * web features isolated, server route folders isolated above src/server/domain.
 */
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
  {
    // The public booking pages are their own small bundle (docs/BOOKING.md).
    target: './src/web/public-booking',
    from: [
      './src/web/app',
      './src/web/features',
      './src/web/components',
      './src/web/hooks',
      './src/web/lib',
      './src/web/config',
    ],
    message:
      'The public booking pages import only @shared and themselves: the staff app must not enter their bundle.',
  },
  {
    target: [
      './src/web/app',
      './src/web/features',
      './src/web/components',
      './src/web/hooks',
      './src/web/lib',
    ],
    from: './src/web/public-booking',
    message: 'The staff app never imports the public booking pages.',
  },
  ...ROUTE_FOLDERS.map((name) => ({
    target: `./src/server/routes/${name}`,
    from: './src/server/routes',
    except: [`./${name}`],
    message: NO_CROSS_ROUTE,
  })),
  {
    // src/server/app.ts registers the routes through src/server/routes/index.ts; the layers
    // below the routes never import them.
    target: ['./src/server/domain', './src/server/jobs', './src/server/seed', './src/server/http'],
    from: './src/server/routes',
    message:
      'src/server/{domain,jobs,seed,http} sit below the routes: move what they need to src/server/domain.',
  },
  { target: './src/web', from: './src/server', message: 'The web never imports server code.' },
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  {
    target: './src/shared',
    from: ['./src/web', './src/server'],
    message: 'src/shared is pure: it imports neither web nor server.',
  },
];
const API_URL_MESSAGE =
  'Build API URLs from the endpoint contract (call(endpoint, …) or buildUrl(endpoint)); ' +
  'only raw(…) in src/server/test/api.ts, for malformed requests, may take a literal URL.';

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
      'import/resolver': {
        [path.resolve(import.meta.dirname, 'scripts/eslint-alias-resolver.cjs')]: {},
      },
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
    // Query keys are defined once, in a feature's keys.ts (docs/ARCHITECTURE.md "Life of a request").
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
  {
    // Tests and their helpers read typed answers (src/server/test/client.ts): no `any`,
    // and no comment switching that rule off.
    files: ['src/server/**/*.test.ts', 'src/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-warning-comments': [
        'error',
        { terms: ['@typescript-eslint/no-explicit-any'], location: 'anywhere' },
      ],
    },
  },
  {
    // URLs in tests come from the endpoint contracts (`call(endpoint, …)`, `buildUrl`), never
    // typed by hand. The one exception: `raw(…)` in src/server/test/api.ts, the documented
    // escape for malformed requests and routes without a contract (unknown route, /api/docs).
    // (\u002F is "/": esquery's regex literals cannot hold an escaped slash.)
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Literal[value=/^\\u002Fapi\\u002F/]:not(CallExpression[callee.name='raw'] Literal)",
          message: API_URL_MESSAGE,
        },
        {
          selector:
            "TemplateElement[value.raw=/^\\u002Fapi\\u002F/]:not(CallExpression[callee.name='raw'] TemplateElement)",
          message: API_URL_MESSAGE,
        },
      ],
    },
  },
  {
    // CommonJS files (the import resolver is loaded with require by eslint-plugin-import).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
