// @ts-check
import path from 'node:path';
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
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
  'A feature never imports another feature: compose them in src/web/app (route files), move the shared piece to src/web/{components,hooks,lib}, or server data several features read to src/web/data.';

/** The staff app's folders below src/web/app, each importing only the layers under it. */
const WEB_LAYERS = [
  './src/web/features',
  './src/web/components',
  './src/web/hooks',
  './src/web/lib',
  './src/web/config',
];

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
    target: [...WEB_LAYERS, './src/web/data'],
    from: './src/web/app',
    message: 'src/web/app composes the rest; nothing imports it back.',
  },
  {
    // Shared server data (docs/ARCHITECTURE.md "Shared data on the web"): features, app,
    // components and hooks import it; it imports only @shared and src/web/lib.
    target: './src/web/data',
    from: ['./src/web/features', './src/web/components', './src/web/hooks', './src/web/config'],
    message: 'src/web/data imports only @shared and src/web/lib.',
  },
  {
    target: ['./src/web/lib', './src/web/config'],
    from: './src/web/data',
    message: 'src/web/lib and src/web/config sit under src/web/data: they never import it.',
  },
  {
    // The customers' pages (web booking, confirmation, customer link, recall link) are their
    // own small bundle (docs/BOOKING.md).
    target: './src/web/customer-pages',
    from: ['./src/web/app', './src/web/data', ...WEB_LAYERS.filter((l) => l !== './src/web/hooks')],
    message:
      'The customers’ pages import only @shared and themselves: the staff app must not enter their bundle.',
  },
  {
    // Plain React hooks with no import of their own may serve both (the loading screens'
    // minimum time, spec 000 §9 and 001 §4).
    target: './src/web/customer-pages',
    from: './src/web/hooks',
    except: ['./use-minimum-duration.ts'],
    message:
      'The customers’ pages import only @shared and themselves: the staff app must not enter their bundle.',
  },
  {
    target: ['./src/web/app', './src/web/data', ...WEB_LAYERS],
    from: './src/web/customer-pages',
    message: 'The staff app never imports the customers’ pages.',
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

const QUERY_KEY_MESSAGE =
  'Query keys live in a keys.ts: the feature’s own (e.g. appointmentKeys.vehicles(phone, plate)) or src/web/data/keys.ts (e.g. settingsKeys.section(section)).';
const CACHE_CALL =
  'CallExpression[callee.property.name=/^(setQueryData|getQueryData|getQueryState|setQueriesData)$/]';
/**
 * A literal array where a query key is written: a `queryKey` property, an entry of a
 * mutation's `meta.invalidates`, the key argument of a cache call. Calls to key factories
 * (`settingsKeys.section(s)`) are not arrays, so they pass.
 */
const QUERY_KEY_RULES = [
  "Property[key.name='queryKey'] > ArrayExpression",
  "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
  "Property[key.name='invalidates'] > ArrayExpression > ArrayExpression",
  "Property[key.name='invalidates'] > ArrayExpression > TSAsExpression > ArrayExpression",
  `${CACHE_CALL} > ArrayExpression:first-child`,
  `${CACHE_CALL} > TSAsExpression:first-child > ArrayExpression`,
].map((selector) => ({ selector, message: QUERY_KEY_MESSAGE }));

const API_URL_MESSAGE =
  'Build API URLs from the endpoint contract (call(endpoint, …) or buildUrl(endpoint)); ' +
  'only raw(…) in src/server/test/api.ts, for malformed requests, may take a literal URL.';

const E2E_API_URL_MESSAGE =
  'Call the API through e2e/support/api.ts (apiCall/apiOk) or build the URL with ' +
  'buildUrl(endpoint, …); a deliberately raw URL needs a comment saying why.';

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
    // Type-aware rules: a promise is awaited, returned or explicitly `void`ed, and never
    // handed to a place that ignores it (an event handler, a callback expecting void).
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.server.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The plugin's recommended set, React Compiler checks included (refs read in render,
    // setState straight inside an effect, impure render…).
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    // Accessibility of the markup itself (names, roles, labels); axe checks the rendered
    // screens in e2e.
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A labelled scrolling region is focusable so the keyboard can scroll it (axe
      // scrollable-region-focusable): role="region" with an aria-label may take tabIndex.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // Query keys are defined once: a feature's own in its keys.ts, those of server data several
    // features read in src/web/data/keys.ts (docs/ARCHITECTURE.md "Shared data on the web").
    // A literal array as a `queryKey`, a `meta.invalidates` entry or a `setQueryData` /
    // `getQueryData` key is refused elsewhere (QUERY_KEY_RULES); calls to key factories pass.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/keys.ts', 'src/web/data/**'],
    rules: {
      'no-restricted-syntax': ['error', ...QUERY_KEY_RULES],
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
    // The e2e tests and benchmarks call the API through the typed client of
    // e2e/support/api.ts (`apiCall`/`apiOk`) or `buildUrl(endpoint, …)`, never a URL typed by
    // hand (docs/ARCHITECTURE.md "Life of a request"). A deliberately raw URL (a malformed
    // request, the API's prefix) says why in a comment that switches this rule off.
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\u002Fapi\\u002F/]', message: E2E_API_URL_MESSAGE },
        {
          selector: 'TemplateElement[value.raw=/^\\u002Fapi\\u002F/]',
          message: E2E_API_URL_MESSAGE,
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
