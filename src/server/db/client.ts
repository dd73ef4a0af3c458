/**
 * Opens the database: the PostgreSQL server when `databaseUrl` is given (node-postgres),
 * otherwise embedded PGlite in `dataDir` (`./pglite`, loaded only then). Both speak the PostgreSQL
 * dialect; the Drizzle instance is typed as the node-postgres one, whose query API is the
 * same. Also exposes LISTEN/NOTIFY for live grid events across instances.
 */
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle, as Drizzle passes it to `db.transaction(fn)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What services take: the database or a transaction already open. */
export type DbOrTx = Db | Tx;

/**
 * Runs `fn` in a transaction: a new one on the database, a savepoint inside an open one.
 * Resolves to `fn`'s result; rejects (and rolls back) with whatever `fn` throws.
 */
export function withTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. `onResync` runs
   * after the LISTEN connection was lost and is back (PostgreSQL): notifications sent
   * meanwhile were missed, so the subscriber refreshes what it derives from them. Rejects,
   * having registered nothing, when the database cannot LISTEN.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  /** Sends a NOTIFY (delivered to every instance listening, this one included). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * PGlite only: a consistent copy of the live data folder as a gzip tarball (CHECKPOINT,
   * then `dumpDataDir('gzip')`, which holds PGlite's query lock while it copies: no
   * statement runs meanwhile, and a transaction still open is rolled back on restore, as
   * after a crash). Restore with `loadDataDir` (scripts/db-backup.ts restore).
   */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: this instance's pool right now (README "Monitoring"). */
  poolStats?: () => { inUse: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/**
 * Called for connection errors no request is waiting for (an idle pooled connection
 * terminated, the LISTEN connection lost). They are logged, never thrown: the server must
 * survive its database (README "Limits and hardening", "database away"). Default: one line on stderr.
 */
export type DbErrorLogger = (err: unknown, where: string) => void;

const defaultLogger: DbErrorLogger = (err, where) => {
  const e = err as { code?: string; message?: string };
  console.warn(`[db] ${where}: ${e?.code ?? ''} ${e?.message ?? String(err)}`.trim());
};

/** Waiting longer than this for a pooled connection answers 503 instead of hanging, ms. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The migrations folder beside this module: `src/server/db/migrations` when run from source,
 * `dist/server/migrations` in the production build (`scripts/build-server.ts` copies it).
 */
export const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');

/**
 * Key of the cluster-wide start-up lock (`pg_advisory_lock(key1, key2)`): "RV", "UP". Other
 * advisory locks of the app use other first keys (e.g. WhatsApp claims, 0x5741 "WA").
 */
export const STARTUP_LOCK: readonly [number, number] = [0x5256, 0x5550];

/** What `openDatabase` runs once the schema is current, still under the start-up lock. */
export type StartupWork = (db: Db) => Promise<void>;

/** Pool size when none is configured (`DATABASE_POOL_MAX`). */
export const DEFAULT_POOL_MAX = 10;

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /**
   * A direct connection (not through a transaction-mode pooler) for LISTEN, the start-up
   * lock and the migrations; default `databaseUrl` (README "Connections and poolers").
   */
  directUrl?: string;
  /** Connections of the pool (`DATABASE_POOL_MAX`, default 10); LISTEN uses one more. */
  poolMax?: number;
  /**
   * PostgreSQL `application_name` of every connection of this instance (pool, LISTEN,
   * start-up lock), so `pg_stat_activity` tells instances apart. Default `reviapp`.
   */
  applicationName?: string;
  dataDir?: string;
  /**
   * PGlite only: start from this data folder dump (`dumpDataDir`) instead of an empty
   * database; the migrations then apply only what the dump lacks. Tests open their copy of
   * the run's migrated template this way (`src/server/test/template-database.ts`).
   */
  loadDataDir?: Blob;
  onError?: DbErrorLogger;
  /** Called with every SQL statement the app's Drizzle instance runs (tests check tenancy). */
  onQuery?: (statement: string) => void;
  /**
   * Start-up work that must not run twice at once across instances (the demo seed, a
   * generated admin secret): run after the migrations, under the same lock (README
   * "Several instances"). Its errors reject `openDatabase` (and release the lock).
   */
  setup?: StartupWork;
  /** Called once when this instance has to wait for another one's start-up (PostgreSQL). */
  onWait?: () => void;
};

/**
 * Opens the database, applies the pending migrations and runs `opts.setup`. On PostgreSQL
 * both run under a session advisory lock (`STARTUP_LOCK`) taken on one dedicated
 * connection: instances started together wait for each other, and each one after the first
 * finds the schema current (no "CREATE TABLE … already exists" race). PGlite needs no lock:
 * its data folder serves one process (`lock.ts`). Throws when that folder is held by another
 * live process, when a migration fails, or when `setup` throws.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: (q: string) => opts.onQuery!(q) } : undefined;
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, opts.onError ?? defaultLogger, logger, opts);
  // PGlite (its WebAssembly build, tens of MB) is loaded only when it is the database.
  const { openPglite } = await import('./pglite');
  return openPglite(opts.dataDir, logger, opts.setup, opts.loadDataDir);
}

export type QueryLogger = { logQuery: (query: string) => void } | undefined;

/**
 * Runs `fn` holding the start-up lock on its own connection to `url` (never a pooled one:
 * a session advisory lock belongs to the connection that took it). Waits as long as another
 * instance holds it; the lock is released when `fn` settles, or by the server when this
 * connection dies. `fn` receives that connection (for the migrations). Rejects with `fn`'s
 * error or a connection error.
 */
export async function withStartupLock<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
  onWait?: () => void,
  applicationName = 'reviapp',
): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: applicationName });
  client.on('error', () => {}); // surfaces through the awaited queries below
  await client.connect();
  try {
    const [k1, k2] = STARTUP_LOCK;
    const tried = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
      k1,
      k2,
    ]);
    if (!tried.rows[0]?.ok) {
      onWait?.();
      await client.query('select pg_advisory_lock($1, $2)', [k1, k2]);
    }
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [k1, k2]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

async function openPostgres(
  url: string,
  onError: DbErrorLogger,
  logger: QueryLogger,
  opts: OpenDatabaseOptions,
): Promise<Database> {
  const applicationName = opts.applicationName ?? 'reviapp';
  const directUrl = opts.directUrl ?? url;
  const pool = new pg.Pool({
    connectionString: url,
    application_name: applicationName,
    max: opts.poolMax ?? DEFAULT_POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose backend was terminated (pg_terminate_backend, a restart) emits
  // 'error' on the pool; without a listener Node ends the process. The pool drops that
  // client and opens a new one on the next query.
  pool.on('error', (err) => onError(err, 'idle pooled connection lost'));
  const db = drizzlePg(pool, { schema, logger });
  try {
    await withStartupLock(
      directUrl,
      async (client) => {
        // Migrate on the lock's own connection, without the query logger (as PGlite does):
        // DDL is not app SQL to check for tenancy.
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
        await opts.setup?.(db);
      },
      opts.onWait,
      applicationName,
    );
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  // LISTEN needs a session of its own: the direct URL, never a transaction-mode pooler.
  const listener = new PgListener(directUrl, onError, applicationName);
  return {
    db,
    kind: 'postgres',
    listen: (channel, cb, onResync) => listener.listen(channel, cb, onResync),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** One subscriber of a channel: its payloads, and what it does after a reconnect. */
type ListenHandler = { onPayload: (payload: string) => void; onResync?: () => void };

/**
 * One dedicated LISTEN connection per instance. When it drops (server restart, network),
 * it reconnects with backoff (1 s … 30 s) and LISTENs again on every channel, so live
 * events resume without restarting the app. NOTIFYs sent while it was away are lost, so
 * after each reconnect every subscriber's `onResync` runs (docs/RESILIENCE.md "Live events
 * after a reconnect"): the live hub tells desks to refetch, the session registries re-check
 * their sessions. A `listen()` that fails leaves nothing behind (a caller retrying it never
 * stacks callbacks: one NOTIFY, one delivery). Exported for tests.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<ListenHandler>>();
  /** Channels the current client LISTENs on (reset with each new client). */
  private listened = new Set<string>();
  /** True once a client was lost: the next one that connects is a reconnect. */
  private lostOnce = false;
  private closed = false;
  private retryMs = 1000;

  constructor(
    private readonly url: string,
    private readonly onError: DbErrorLogger,
    private readonly applicationName: string,
  ) {}

  /**
   * Subscribes `onPayload` to `channel` (and `onResync` to reconnects); resolves once the
   * LISTEN is in place to the unsubscribe function. Rejects, having registered nothing,
   * when the database cannot be reached or refuses the LISTEN.
   */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>> {
    const handler: ListenHandler = { onPayload, onResync };
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    const forget = () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) this.handlers.delete(channel);
    };
    try {
      const client = await this.connect();
      if (!this.listened.has(channel)) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        if (this.client === client) this.listened.add(channel);
      }
    } catch (err) {
      forget();
      throw err;
    }
    return async () => forget();
  }

  /** Number of callbacks registered (all channels), for tests. */
  get size(): number {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  async close() {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: this.applicationName,
    });
    client.on('notification', (msg) => {
      for (const h of [...(this.handlers.get(msg.channel) ?? [])]) h.onPayload(msg.payload ?? '');
    });
    const lost = (err?: unknown) => {
      if (err) this.onError(err, 'LISTEN connection lost');
      if (this.client !== client) return;
      this.client = null;
      this.listened = new Set();
      this.lostOnce = true;
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    const listened = new Set<string>();
    try {
      await client.connect();
      // Channels subscribed while this runs are included (a Map iterates new keys too).
      for (const channel of this.handlers.keys()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listened.add(channel);
      }
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('LISTEN connection closed');
    }
    this.client = client;
    this.listened = listened;
    this.retryMs = 1000;
    if (this.lostOnce) {
      this.lostOnce = false;
      this.resync();
    }
    return client;
  }

  /** Tells every subscriber that notifications may have been missed. */
  private resync() {
    for (const set of [...this.handlers.values()])
      for (const h of [...set]) {
        try {
          h.onResync?.();
        } catch (err) {
          this.onError(err, 'LISTEN resync handler failed');
        }
      }
  }

  private scheduleReconnect() {
    if (this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connect().catch(() => this.scheduleReconnect());
    }, wait).unref();
  }
}
