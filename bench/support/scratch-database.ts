/**
 * A throw-away PostgreSQL database for one bench run (bench/README.md): created on the server
 * of BENCH_DATABASE_URL (default the local `postgres` database) and dropped, with any client
 * still connected, when the run ends.
 */
import pg from 'pg';

/** The server the benches create their databases on (any database of it, usually `postgres`). */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  /** The connection string of the new, empty database (same server and user as the base). */
  databaseUrl: string;
  /** Drops the database (`with (force)`, errors ignored) and closes the admin connection. */
  drop(): Promise<void>;
}

/**
 * Creates the database `<prefix><Date.now()>` (prefix: a lower-case SQL identifier start such
 * as `reviapp_bench_outbox_`) through an admin connection kept open for `drop()`. Throws when
 * the server refuses the connection or the `create database`.
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}${Date.now()}`;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}
