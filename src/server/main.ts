/**
 * Server entry: refuses a Node.js older than `MIN_NODE`, validates configuration, starts the instance (`instance.ts`: opens and
 * migrates the database, makes sure the admin secret exists and seeds the demo workshop on
 * an empty database (not in production), all under the start-up lock; listens), prints the
 * banner (PUBLIC_URL, the demo login only when the demo exists) and a generated super-admin
 * password once to standard error, gives the start-up's garbage back once idle
 * (`lib/startup-memory.ts`), and drains on SIGINT / SIGTERM (README "Graceful restart": readiness 503,
 * requests in flight finished, streams told to reconnect, no SMS claim left unsettled),
 * exiting within 10 s.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from './config';
import { startInstance } from './instance';
import type { Database } from './db/client';
import { workshops } from './db/schema';
import { verifyPassword } from './auth/passwords';
import { releaseStartupMemory } from './lib/startup-memory';
import { DEMO_PASSWORD, DEMO_USERNAME } from './seed/demo';

export const WEB_DIR = path.resolve(import.meta.dirname, '../../dist/web');
/** A drain still running this long after the signal ends the process anyway, ms. */
const HARD_EXIT_MS = 9_800;

/** Oldest Node.js the server runs on (README "Node.js 24"); `engines` in package.json says the same. */
export const MIN_NODE = [24, 11] as const;

/**
 * Null when `version` (`process.versions.node`, e.g. `24.21.0`) is at least `MIN_NODE`,
 * else the Italian message the start stops with.
 */
export function nodeVersionProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) return null;
  return (
    `ReviApp richiede Node.js ${MIN_NODE.join('.')} o successivo (LTS 24); questo è Node.js ${version}. ` +
    'Installare Node 24 come spiega il README ("Node.js 24") e riavviare.'
  );
}

/**
 * True when the demo workshop exists and still signs in with the demo password (only then
 * the banner shows its login).
 */
async function demoLoginWorks(database: Database): Promise<boolean> {
  const [demo] = await database.db
    .select({ hash: workshops.passwordHash })
    .from(workshops)
    .where(eq(workshops.username, DEMO_USERNAME))
    .limit(1);
  return demo ? verifyPassword(demo.hash, DEMO_PASSWORD) : false;
}

/**
 * The start-up banner (standard output, plain text): where the service is reached
 * (PUBLIC_URL in production, this machine's port otherwise), the database, the demo login
 * only when the demo workshop exists with its password, and how the super-admin signs in.
 * The generated super-admin password is never here: `main` writes it to standard error.
 */
export function banner(opts: {
  config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'DATA_DIR' | 'ADMIN_PASSWORD'>;
  port: number;
  database: Pick<Database, 'kind'>;
  demo: 'created' | 'present' | 'absent';
  generatedAdmin: boolean;
}): string {
  const { config, port, database, demo } = opts;
  const url = config.NODE_ENV === 'production' ? config.PUBLIC_URL : `http://localhost:${port}/`;
  const lines = [
    '',
    `  ReviApp è pronto: ${url}`,
    ...(config.NODE_ENV === 'production' ? [`  Questa istanza ascolta sulla porta ${port}.`] : []),
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(demo === 'absent'
      ? []
      : [
          `  Officina demo${demo === 'created' ? ' creata' : ''} → Nome Utente: ${DEMO_USERNAME}   Password: ${DEMO_PASSWORD}`,
        ]),
    opts.generatedAdmin
      ? '  Super-admin: password generata, scritta una volta sola sullo standard error (conservala)'
      : config.ADMIN_PASSWORD
        ? '  Super-admin: password da ADMIN_PASSWORD'
        : '  Super-admin: password mostrata al primo avvio (oppure impostare ADMIN_PASSWORD)',
    '  Accesso super-admin: 5 tocchi sul logo, Nome Utente vuoto, la password del super-admin.',
    '',
  ];
  return lines.join('\n');
}

export async function main() {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) throw new Error(problem);
  const config = loadConfig();
  const instance = await startInstance(config, { webDir: WEB_DIR });
  const { app, database, generatedAdmin, seeded, port } = instance;
  // Last safety net: a stray rejection is logged, not a reason to stop serving
  // every other desk. Known sources (pool, LISTEN, timers) handle their own errors.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
  });

  const demo = seeded
    ? 'created'
    : (await demoLoginWorks(database).catch(() => false))
      ? 'present'
      : 'absent';
  console.log(banner({ config, port, database, demo, generatedAdmin: generatedAdmin !== null }));
  // Once, outside the JSON log stream (standard output): README "Signing in as super-admin".
  if (generatedAdmin)
    process.stderr.write(
      `\n  Super-admin: password generata ${generatedAdmin}\n  (conservala: non verrà più mostrata; oppure impostare ADMIN_PASSWORD)\n\n`,
    );
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
