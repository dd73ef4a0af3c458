import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

/**
 * Two projects, one `npm test`:
 * - `node`: unit tests (`*.test.ts`) and API integration tests (`*.integration.test.ts`)
 *   against a real database: in-process PGlite by default, the PostgreSQL server when
 *   DATABASE_URL is set; each file's database is a copy of one migrated per run;
 * - `web`: component tests (`src/web/**\/*.test.tsx`) in jsdom with Testing Library,
 *   Mantine's test setup in `src/web/test/setup.ts`.
 * TZ=UTC proves nothing depends on the machine's zone (calendar logic is Europe/Rome).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // One migrated database per run, copied by each file (src/server/test/template-database.ts).
          globalSetup: ['src/server/test/template-database.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
