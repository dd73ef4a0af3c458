/**
 * `npm run db:migrate`: applies the pending migrations and exits, for operators who migrate
 * once before rolling a new version out to several instances (README "Several instances").
 * Reads DATABASE_URL (PostgreSQL, and DATABASE_DIRECT_URL behind a pooler; the migrations run under the start-up advisory lock, so
 * it is safe while instances start) or DATA_DIR (PGlite; refused while a server holds the
 * folder). Seeds nothing. Prints the migrations applied; exit code 1 on any error.
 */
import { sql } from 'drizzle-orm';
import { loadDatabaseConfig } from '@server/config';
import { openDatabase } from '@server/db/client';

async function run(): Promise<void> {
  const config = loadDatabaseConfig();
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    poolMax: 1,
    applicationName: 'reviapp/db-migrate',
    dataDir: config.DATA_DIR,
    onWait: () => console.log('Attendo che un’altra istanza finisca l’avvio del database…'),
  });
  try {
    const applied = await database.db.execute<{ n: number; last: string | null }>(
      sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    const row = applied.rows[0];
    console.log(
      `Database aggiornato (${database.kind}): ${row?.n ?? 0} migrazioni applicate, ` +
        `ultima del ${row?.last ? new Date(Number(row.last)).toISOString() : '-'}, ` +
        `${Date.now() - started} ms.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
