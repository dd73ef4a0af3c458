/**
 * Server entry: validates configuration, starts the instance (`instance.ts`: opens and
 * migrates the database, makes sure the admin secret exists and seeds the demo workshop on
 * an empty database (not in production), all under the start-up lock; listens), prints the
 * URL and logins, gives the start-up's garbage back once idle (`lib/startup-memory.ts`), and drains on SIGINT / SIGTERM (README "Graceful restart": readiness 503,
 * requests in flight finished, streams told to reconnect, no SMS claim left unsettled),
 * exiting within 10 s.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { startInstance } from './instance';
import { releaseStartupMemory } from './lib/startup-memory';
import { DEMO_PASSWORD, DEMO_USERNAME } from './seed/demo';

export const WEB_DIR = path.resolve(import.meta.dirname, '../../dist/web');
/** A drain still running this long after the signal ends the process anyway, ms. */
const HARD_EXIT_MS = 9_800;

export async function main() {
  const config = loadConfig();
  const instance = await startInstance(config, { webDir: WEB_DIR });
  const { app, database, generatedAdmin, seeded, port } = instance;
  // Last safety net: a stray rejection is logged, not a reason to stop serving
  // every other desk. Known sources (pool, LISTEN, timers) handle their own errors.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
  });

  const lines = [
    '',
    `  ReviApp è pronto: http://localhost:${port}/`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
    seeded
      ? `  Officina demo creata → Nome Utente: ${DEMO_USERNAME}   Password: ${DEMO_PASSWORD}`
      : `  Officina demo → Nome Utente: ${DEMO_USERNAME}   Password: ${DEMO_PASSWORD} (se presente)`,
    generatedAdmin
      ? `  Super-admin: password generata ${generatedAdmin} (conservala: non verrà più mostrata)`
      : config.ADMIN_PASSWORD
        ? '  Super-admin: password da ADMIN_PASSWORD'
        : '  Super-admin: password mostrata al primo avvio (oppure impostare ADMIN_PASSWORD)',
    '  Accesso super-admin: 5 tocchi sul logo, Nome Utente vuoto, la password qui sopra.',
    '',
  ];
  console.log(lines.join('\n'));
  // The start-up's garbage goes back to the system once the server is idle (lib/startup-memory.ts).
  releaseStartupMemory();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining');
    // The drain keeps within SHUTDOWN_BUDGET_MS; this is the last resort (exit within 10 s).
    setTimeout(() => process.exit(1), HARD_EXIT_MS).unref();
    await instance.close();
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
