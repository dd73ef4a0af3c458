/**
 * Opens the database: the PostgreSQL server when `databaseUrl` is given (node-postgres),
 * otherwise embedded PGlite in `dataDir` (DESIGN.md stack). Both speak the PostgreSQL
 * dialect; the Drizzle instance is typed as the node-postgres one, whose query API is the
 * same. Also exposes LISTEN/NOTIFY for live grid events across instances.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export type Db = NodePgDatabase<typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a NOTIFY (delivered to every instance listening, this one included). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');

/**
 * Opens and migrates the database. Throws when the PGlite folder is held by another live
 * process (PGlite has no lock between processes; two writers would corrupt it).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(path.resolve(dataDir));
  }
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'pglite',
      listen: (channel, cb) => client.listen(channel, cb).then((un) => () => un()),
      notify: async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS });
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function ensureListener(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const cb of handlers.get(msg.channel) ?? []) cb(msg.payload ?? '');
    });
    listener = client;
    return client;
  }
  return {
    db,
    kind: 'postgres',
    async listen(channel, cb) {
      const client = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(cb);
      return async () => {
        set.delete(cb);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await listener?.end();
      await pool.end();
    },
  };
}
