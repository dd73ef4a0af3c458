/**
 * Embedded PGlite (README "Embedded database"): the database of `npm start` without
 * `DATABASE_URL`, one process per data folder (`lock.ts`). Loaded by `openDatabase` only
 * when no `DATABASE_URL` is set, so a server on PostgreSQL never loads PGlite's
 * WebAssembly build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { MIGRATIONS, type Database, type Db, type QueryLogger, type StartupWork } from './client';
import { acquireDataDirLock } from './lock';

/**
 * Extensions every PGlite database loads: the migrations create pg_trgm and btree_gin for
 * the archive's search index (0005), so any PGlite that runs them needs these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * Opens PGlite in `dataDir` (in memory when omitted), from the dump `loadDataDir` when given,
 * applies the pending migrations and runs `setup`. Throws when the folder is held by another live process, when a migration
 * fails or when `setup` throws (the database is closed and the folder released first).
 */
export async function openPglite(
  dataDir?: string,
  logger?: QueryLogger,
  setup?: StartupWork,
  loadDataDir?: Blob,
): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(path.resolve(dataDir));
  }
  let opened: PGlite | null = null;
  try {
    const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir });
    opened = client;
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
    await setup?.(db);
    return {
      db,
      kind: 'pglite',
      listen: (channel, cb) => client.listen(channel, cb).then((un) => () => un()),
      notify: async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
      dumpDataDir: async () => {
        // Data files up to date first: the copy then restores with little WAL to replay.
        await client.query('checkpoint');
        const dump = await client.dumpDataDir('gzip');
        return dump instanceof Blob ? dump : new Blob([dump]);
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    await opened?.close().catch(() => {});
    release();
    throw err;
  }
}
