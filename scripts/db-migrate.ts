/**
 * `npm run db:migrate`: applies the pending migrations and exits, for operators who migrate
 * once before rolling a new version out to several instances (README "Several instances").
 * Reads DATABASE_URL (PostgreSQL, and DATABASE_DIRECT_URL behind a pooler; the migrations
 * run under the start-up advisory lock, so it is safe while instances start) or DATA_DIR
 * (PGlite; refused while a server holds the folder). Seeds nothing. Prints how many
 * migrations this run applied (0 when the schema was already current), how many the
 * database has, and the schema version (the tag of the latest migration applied, from
 * `migrations/meta/_journal.json`); exit code 1 on any error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadDatabaseConfig, type DatabaseConfig } from '@server/config';
import { MIGRATIONS, openDatabase } from '@server/db/client';

/** What one run did: migrations applied now, in the database, the schema version, ms. */
export type MigrateReport = {
  kind: 'pglite' | 'postgres';
  applied: number;
  total: number;
  version: string;
  ms: number;
};

const COUNT = 'select count(*)::int as n from drizzle.__drizzle_migrations';

/** Migrations recorded in the database before this run (0 when it has none, or no tables). */
async function appliedBefore(config: DatabaseConfig): Promise<number> {
  const url = config.DATABASE_DIRECT_URL ?? config.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(COUNT)).rows[0]!.n;
    } catch {
      return 0; // no drizzle schema yet: a new database
    } finally {
      await client.end();
    }
  }
  const dir = config.DATA_DIR;
  if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) return 0;
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_EXTENSIONS } = await import('@server/db/pglite');
  const db = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  try {
    return (await db.query<{ n: number }>(COUNT)).rows[0]!.n;
  } catch {
    return 0;
  } finally {
    await db.close();
  }
}

/** The journal's tag of the migration created at `when` (ms), else `when` itself. */
function tagOf(when: number | null): string {
  if (when === null) return '-';
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return journal.entries.find((e) => e.when === when)?.tag ?? String(when);
}

/** Applies the pending migrations of the configured database and reports (see the file comment). */
export async function migrate(config: DatabaseConfig): Promise<MigrateReport> {
  const started = Date.now();
  const before = await appliedBefore(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    poolMax: 1,
    applicationName: 'reviapp/db-migrate',
    dataDir: config.DATA_DIR,
    onWait: () => console.log('Attendo che un’altra istanza finisca l’avvio del database…'),
  });
  try {
    const res = await database.db.execute<{ n: number; last: string | null }>(
      sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    const row = res.rows[0];
    const total = row?.n ?? 0;
    return {
      kind: database.kind,
      applied: Math.max(0, total - before),
      total,
      version: tagOf(row?.last ? Number(row.last) : null),
      ms: Date.now() - started,
    };
  } finally {
    await database.close();
  }
}

/** The line `npm run db:migrate` prints. */
export function reportLine(r: MigrateReport): string {
  const now =
    r.applied === 1 ? '1 migrazione applicata ora' : `${r.applied} migrazioni applicate ora`;
  return `Database aggiornato (${r.kind}): ${now} (${r.total} in tutto); versione dello schema ${r.version}; ${r.ms} ms.`;
}

if (process.argv[1]?.endsWith('db-migrate.ts')) {
  migrate(loadDatabaseConfig())
    .then((r) => console.log(reportLine(r)))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
