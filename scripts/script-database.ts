/**
 * The database of a one-off command run from the server's shell (`npm run
 * admin:reset-2fa`, `npm run privacy:retention`): DATABASE_URL (PostgreSQL, one connection
 * named `reviapp/<name>` in `pg_stat_activity`) or DATA_DIR (PGlite; refused while a server
 * holds the folder). `runWithDatabase` closes it afterwards and turns any error into its
 * message on standard error and exit code 1.
 */
import { loadDatabaseConfig } from '@server/config';
import { openDatabase, type Database } from '@server/db/client';

/** Runs `task` on the configured database, then closes it; exit code 1 on any error. */
export function runWithDatabase(name: string, task: (database: Database) => Promise<void>): void {
  const run = async () => {
    const config = loadDatabaseConfig();
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      directUrl: config.DATABASE_DIRECT_URL,
      poolMax: 1,
      applicationName: `reviapp/${name}`,
      dataDir: config.DATA_DIR,
    });
    try {
      await task(database);
    } finally {
      await database.close();
    }
  };
  run().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
