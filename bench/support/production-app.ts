/**
 * The app in this process as production runs it (bench/README.md), for the benches that
 * time requests through `app.inject` against a floor of their own (`recalls.ts`, `import.ts`):
 * NODE_ENV=production, so answers are serialised as a served request's are (NODE_ENV=test
 * also re-checks every answer against its contract, `src/server/http/serializer.ts`), logs
 * silent, and a test context (`ctx`) for `signedInWorkshop`. Close with `app.close()`.
 */
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';

export async function productionApp(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    PUBLIC_URL: 'https://bench.invalid',
    ALLOWED_HOSTS: 'localhost',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const app = await buildApp({ config, database, webDir: null });
  await app.ready();
  return { app, ctx: { app, database, unscoped: [], close: async () => {} } };
}
