/**
 * The app in this process as production runs it (bench/README.md), on a scratch database of
 * its own, for the benches that time requests through `app.inject` against a floor of their
 * own (`recalls.ts`, `import.ts`): the database named by DATABASE_URL's server, else
 * in-memory PGlite (`scratchDatabase`); NODE_ENV=production, so answers are serialised as a
 * served request's are (NODE_ENV=test also re-checks every answer against its contract,
 * `src/server/http/serializer.ts`); logs silent. `url` is the scratch database's (undefined
 * on PGlite), `ctx` the test context `signedInWorkshop` takes; `close()` stops the app and
 * drops the database.
 */
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { scratchDatabase } from '@server/test/harness';

export async function productionApp() {
  const { url, drop } = await scratchDatabase();
  const database = await openDatabase({ databaseUrl: url, onError: () => {} });
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
  return {
    app,
    database,
    url,
    ctx: { app, database, unscoped: [], close: async () => {} },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
