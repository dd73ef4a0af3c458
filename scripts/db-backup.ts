/**
 * Backup and restore of the database (docs/RESILIENCE.md "Backup and restore").
 *
 *   npx tsx scripts/db-backup.ts backup  <file>   # DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL)
 *   npx tsx scripts/db-backup.ts restore <file>
 *   npx tsx scripts/db-backup.ts verify           # back up, wipe, restore, compare row counts
 *   REVIAPP_URL=http://localhost:3000 ADMIN_PASSWORD=… \
 *     npx tsx scripts/db-backup.ts backup-live <file>  # PGlite, server running
 *
 * PGlite: `dumpDataDir('gzip')` writes a consistent tarball of the data folder; restore
 * loads it into an empty folder (`loadDataDir`). Run it with the server stopped (PGlite
 * allows one process per folder; the lock file says who holds it). While the server runs,
 * `backup-live` signs in as the super-admin and downloads `GET /api/admin/backup`, the
 * same tarball made by the running server on its live instance. PostgreSQL:
 * `pg_dump -Fc` (consistent while the server runs) and `pg_restore --clean --if-exists`.
 * `verify` prints the row count of every table before and after, the file size and the
 * times, and exits 1 when a count differs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const COUNT_SQL = `select table_name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;

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
      for (const { table_name } of (await client.query<{ table_name: string }>(COUNT_SQL)).rows) {
        const r = await client.query<{ n: number }>(
          `select count(*)::int as n from "${table_name}"`,
        );
        out[table_name] = r.rows[0]!.n;
      }
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

/** Restores `file` into `target` (PGlite: the folder must be empty or missing). */
export async function restore(target: Target, file: string): Promise<void> {
  if (target.kind === 'pglite') {
    if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length)
      throw new Error(`${target.dataDir} is not empty: restore into an empty folder`);
    const db = await PGlite.create({
      dataDir: target.dataDir,
      extensions: { pg_trgm },
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    await db.close();
  } else {
    execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '-d', target.url, file], {
      stdio: 'inherit',
    });
  }
}

/** Drops everything: the PGlite folder, or PostgreSQL's public and drizzle schemas. */
export async function wipe(target: Target): Promise<void> {
  if (target.kind === 'pglite') {
    fs.rmSync(target.dataDir, { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public;');
    await client.query('drop schema if exists drizzle cascade;');
  } finally {
    await client.end();
  }
}

/** Backs up, wipes, restores and compares row counts; resolves to the figures. */
export async function verify(target: Target, file: string) {
  const before = await rowCounts(target);
  let t = Date.now();
  await backup(target, file);
  const backupMs = Date.now() - t;
  const bytes = fs.statSync(file).size;
  await wipe(target);
  t = Date.now();
  await restore(target, file);
  const restoreMs = Date.now() - t;
  const after = await rowCounts(target);
  const differ = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
  return { before, after, differ, bytes, backupMs, restoreMs };
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
  else if (cmd === 'restore' && file) await restore(target, file);
  else if (cmd === 'verify') {
    const r = await verify(target, file ?? `reviapp-verify-${Date.now()}.backup`);
    const rows = Object.values(r.after).reduce((a, b) => a + b, 0);
    console.log(
      `${target.kind}: ${Object.keys(r.after).length} tables, ${rows} rows; backup ${r.bytes} bytes in ${r.backupMs} ms, restore in ${r.restoreMs} ms`,
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

if (process.argv[1]?.endsWith('db-backup.ts')) await cli();
