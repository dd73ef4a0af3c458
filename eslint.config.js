// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The web app must never import server code (direction web → shared ← server).
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
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
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }],
    },
  },
);
