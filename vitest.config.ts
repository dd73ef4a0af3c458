import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

/**
 * Unit tests (`*.test.ts`) and API integration tests (`*.integration.test.ts`) against a
 * real database: in-process PGlite by default, the PostgreSQL server when DATABASE_URL is set.
 * TZ=UTC proves nothing depends on the machine's zone (calendar logic is Europe/Rome).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
