/**
 * Backup and restore of the database (docs/RESILIENCE.md "Backup and restore").
 *
 *   npx tsx scripts/db-backup.ts backup  <file>   # DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL)
 *   npx tsx scripts/db-backup.ts restore <file>
 *   npx tsx scripts/db-backup.ts verify           # back up, restore into a scratch copy, compare
 *   VERIFY_DATABASE_URL=postgres://…/reviapp_verify … verify   # PostgreSQL: the scratch database
 *   REVIAPP_URL=http://localhost:3000 ADMIN_PASSWORD=… \
 *     npx tsx scripts/db-backup.ts backup-live <file>  # PGlite, server running
 *
 * PGlite: `dumpDataDir('gzip')` writes a consistent tarball of the data folder; restore
 * loads it into an empty folder (`loadDataDir`). Run it with the server stopped (PGlite
 * allows one process per folder; the lock file says who holds it). While the server runs,
 * `backup-live` signs in as the super-admin and downloads `GET /api/admin/backup`, the
 * same tarball made by the running server on its live instance. PostgreSQL:
 * `pg_dump -Fc` (consistent while the server runs) and `pg_restore --clean --if-exists`
 * (a database that does not exist yet is created). `verify` never touches the database the
 * app uses beyond reading it: the copy goes into a scratch database of its own
 * (`VERIFY_DATABASE_URL`, created and dropped; refused when missing, existing or the app's)
 * or a temporary PGlite folder; it prints the row counts, the file size and the times, and
 * exits 1 when a count differs (README "Backup e ripristino").
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const COUNT_SQL = `select table_name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

/** Row count of every table of the public schema, by name, on an open connection. */
async function countTables(client: pg.Client): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { table_name } of (await client.query<{ table_name: string }>(COUNT_SQL)).rows) {
    const r = await client.query<{ n: number }>(`select count(*)::int as n from "${table_name}"`);
    out[table_name] = r.rows[0]!.n;
  }
  return out;
}

/** Row count of every table of the public schema, by name. */
export async function rowCounts(target: Target): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  if (target.kind === 'pglite') {
    const db = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
    try {
      const tables = (await db.query<{ table_name: string }>(COUNT_SQL)).rows;
      for (const { table_name } of tables) {
        const r = await db.query<{ n: number }>(`select count(*)::int as n from "${table_name}"`);
        out[table_name] = r.rows[0]!.n;
      }
    } finally {
      await db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return await countTables(client);
    } finally {
      await client.end();
    }
  }
  return out;
}

/** Writes a backup of `target` to `file`. */
export async function backup(target: Target, file: string): Promise<void> {
  if (target.kind === 'pglite') {
    const db = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
    try {
      const blob = await db.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    } finally {
      await db.close();
    }
  } else {
    execFileSync('pg_dump', ['-Fc', '--no-owner', '-f', file, target.url], { stdio: 'inherit' });
  }
}

/**
 * Downloads a consistent copy of the running server's embedded database (`GET
 * /api/admin/backup`, super-admin) to `file`; resolves to its size in bytes. Rejects with
 * the server's message when the login or the download is refused (PostgreSQL: 409).
 */
export async function backupLive(baseUrl: string, adminPassword: string, file: string) {
  const base = baseUrl.replace(/\/+$/, '');
  const login = await fetch(`${base}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: adminPassword }),
  });
  if (!login.ok) throw new Error(`admin login refused: HTTP ${login.status}`);
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${base}/api/admin/backup`, { headers: { cookie } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `backup refused: HTTP ${res.status}`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  fs.writeFileSync(file, bytes);
  return bytes.length;
}

/** The database name of a PostgreSQL URL (decoded), or throws when there is none. */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`no database name in ${redactUrl(url)}`);
  return name;
}

/** `url` without its password (for messages). */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** `url` pointing at the server's maintenance database `postgres` (to create or drop another). */
function maintenanceUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** SQL identifier quoting. */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** True when the database of `url` exists (asked on the server's maintenance database). */
export async function databaseExists(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    const r = await client.query('select 1 from pg_database where datname = $1', [
      databaseName(url),
    ]);
    return r.rowCount === 1;
  } finally {
    await client.end();
  }
}

/** Creates (`create`) or drops (`drop`) the database of `url` on its server. */
async function createOrDrop(url: string, action: 'create' | 'drop'): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    const name = ident(databaseName(url));
    await client.query(
      action === 'create'
        ? `create database ${name}`
        : `drop database if exists ${name} with (force)`,
    );
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into `target` and resolves to what it did. PGlite: the folder must be
 * empty or missing. PostgreSQL: a database that does not exist yet is created first
 * (`created: true`); one that exists has its objects replaced (`pg_restore --clean
 * --if-exists`). Throws an Error with a plain message when pg_restore fails.
 */
export async function restore(target: Target, file: string): Promise<{ created: boolean }> {
  if (!fs.existsSync(file)) throw new Error(`${file}: file non trovato`);
  if (target.kind === 'pglite') {
    if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length)
      throw new Error(`${target.dataDir} non è vuota: ripristinare in una cartella vuota`);
    const db = await PGlite.create({
      dataDir: target.dataDir,
      extensions: { pg_trgm },
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    await db.close();
    return { created: true };
  }
  const created = !(await databaseExists(target.url));
  if (created) await createOrDrop(target.url, 'create');
  try {
    execFileSync(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '-d', target.url, file],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  } catch {
    throw new Error(
      `pg_restore non riuscito su ${redactUrl(target.url)} (vedi i messaggi qui sopra)`,
    );
  }
  return { created };
}

/**
 * Backs up `source` (PostgreSQL: `pg_dump` of a snapshot, whose row counts are read in the
 * same snapshot, so a running server does not disturb the comparison), restores the copy
 * into `scratch` — a database of its own, created here and dropped at the end, never the
 * source — and compares the row count of every table. PGlite: the copy of the (stopped)
 * data folder is restored into a new temporary folder, removed at the end.
 *
 * Throws, before touching anything, when `scratch` is missing (PostgreSQL), names the
 * source's database, or already exists (it would be dropped: pick a new name).
 */
export async function verify(source: Target, file: string, scratch?: string) {
  if (source.kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-verify-'));
    const copy: Target = { kind: 'pglite', dataDir: path.join(dir, 'data') };
    try {
      const before = await rowCounts(source);
      let t = Date.now();
      await backup(source, file);
      const backupMs = Date.now() - t;
      t = Date.now();
      await restore(copy, file);
      const restoreMs = Date.now() - t;
      const after = await rowCounts(copy);
      return compare(before, after, fs.statSync(file).size, backupMs, restoreMs, dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!scratch)
    throw new Error(
      'verify ripristina in un database di prova suo: indicarlo con VERIFY_DATABASE_URL ' +
        '(un nome nuovo, es. postgres://…/reviapp_verify; viene creato e poi eliminato)',
    );
  const a = new URL(source.url);
  const b = new URL(scratch);
  if (a.host === b.host && databaseName(source.url) === databaseName(scratch))
    throw new Error('VERIFY_DATABASE_URL è il database dell’app: indicare un database di prova');
  if (await databaseExists(scratch))
    throw new Error(
      `Il database ${databaseName(scratch)} esiste già: verify usa solo un database che crea ` +
        'e poi elimina; indicare un nome nuovo',
    );
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  let before: Record<string, number>;
  let backupMs: number;
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id'))
      .rows[0]!.id;
    before = await countTables(client);
    const t = Date.now();
    execFileSync(
      'pg_dump',
      ['-Fc', '--no-owner', `--snapshot=${snapshot}`, '-f', file, source.url],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    backupMs = Date.now() - t;
    await client.query('commit');
  } finally {
    await client.end();
  }
  await createOrDrop(scratch, 'create');
  try {
    const t = Date.now();
    await restore({ kind: 'postgres', url: scratch }, file);
    const restoreMs = Date.now() - t;
    const after = await rowCounts({ kind: 'postgres', url: scratch });
    return compare(
      before,
      after,
      fs.statSync(file).size,
      backupMs,
      restoreMs,
      databaseName(scratch),
    );
  } finally {
    await createOrDrop(scratch, 'drop');
  }
}

function compare(
  before: Record<string, number>,
  after: Record<string, number>,
  bytes: number,
  backupMs: number,
  restoreMs: number,
  restoredInto: string,
) {
  const differ = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
  return { before, after, differ, bytes, backupMs, restoreMs, restoredInto };
}

function targetFromEnv(): Target {
  if (process.env.DATABASE_URL) return { kind: 'postgres', url: process.env.DATABASE_URL };
  return { kind: 'pglite', dataDir: process.env.DATA_DIR ?? 'data' };
}

async function cli() {
  const [cmd, file] = process.argv.slice(2);
  const target = targetFromEnv();
  if (cmd === 'backup-live' && file) {
    const password = process.env.ADMIN_PASSWORD;
    if (!password) throw new Error('ADMIN_PASSWORD is required for backup-live');
    const started = Date.now();
    const bytes = await backupLive(
      process.env.REVIAPP_URL ?? 'http://localhost:3000',
      password,
      file,
    );
    console.log(`${file}: ${bytes} bytes in ${Date.now() - started} ms`);
  } else if (cmd === 'backup' && file) await backup(target, file);
  else if (cmd === 'restore' && file) {
    const { created } = await restore(target, file);
    const where =
      target.kind === 'postgres' ? `il database ${databaseName(target.url)}` : target.dataDir;
    console.log(`Ripristino completato in ${where}${created ? ' (creato ora)' : ''}.`);
  } else if (cmd === 'verify') {
    const r = await verify(
      target,
      file ?? path.join(os.tmpdir(), `reviapp-verify-${Date.now()}.backup`),
      process.env.VERIFY_DATABASE_URL,
    );
    const rows = Object.values(r.after).reduce((a, b) => a + b, 0);
    console.log(
      `${target.kind}: ${Object.keys(r.after).length} tables, ${rows} rows; backup ${r.bytes} bytes in ${r.backupMs} ms, restore into ${r.restoredInto} (dropped afterwards) in ${r.restoreMs} ms`,
    );
    if (r.differ.length) {
      console.error(`Row counts differ: ${r.differ.join(', ')}`);
      process.exitCode = 1;
    } else console.log('Row counts identical before and after.');
  } else {
    console.error(
      'usage: db-backup.ts backup <file> | backup-live <file> | restore <file> | verify [file]',
    );
    process.exitCode = 2;
  }
}

if (process.argv[1]?.endsWith('db-backup.ts')) {
  // A refusal or a failure is one plain line, not a stack trace.
  await cli().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
}
