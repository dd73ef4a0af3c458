/**
 * The backup/restore script (README "Backup e ripristino", docs/RESILIENCE.md "Backup and
 * restore"): `verify` backs up, restores into a scratch copy of its own and compares row
 * counts, on PGlite (a data folder) or, when DATABASE_URL is set, on PostgreSQL — where it
 * never touches the app's database (it refuses without a scratch database, with the app's
 * own, or with one that exists; the scratch one is dropped afterwards), and `restore` into
 * a database that does not exist creates it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { buildAppointment, buildNote, buildWorkshop } from '@server/test/factories';
import { scratchDatabase } from '@server/test/harness';
import { databaseExists, databaseName, restore, rowCounts, verify } from './db-backup';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A database with one workshop, 3 appointments and a note; its target and clean-up. */
async function filled(tmp: string) {
  const scratch = await scratchDatabase();
  const dataDir = path.join(tmp, 'data');
  const database = await openDatabase(scratch.url ? { databaseUrl: scratch.url } : { dataDir });
  try {
    const w = await buildWorkshop(database.db);
    for (let i = 0; i < 3; i++) await buildAppointment(database.db, w.id);
    await buildNote(database.db, w.id);
  } finally {
    await database.close();
  }
  const target = scratch.url
    ? ({ kind: 'postgres', url: scratch.url } as const)
    : ({ kind: 'pglite', dataDir } as const);
  return { target, url: scratch.url, drop: scratch.drop };
}

/** `url` with another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

describe('db-backup verify', () => {
  it(
    'restores every row of every table into a scratch copy, the source untouched',
    { timeout: 120_000 },
    async () => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-backup-'));
      const db = await filled(tmp);
      try {
        const scratch = db.url ? withDatabase(db.url, `${databaseName(db.url)}_verify`) : undefined;
        const r = await verify(db.target, path.join(tmp, 'backup.bin'), scratch);
        expect(r.differ).toEqual([]);
        expect(r.after.appointments).toBe(3);
        expect(r.after.workshops).toBe(1);
        expect(r.bytes).toBeGreaterThan(0);
        // The source still has everything; the scratch copy is gone.
        expect(await rowCounts(db.target)).toEqual(r.before);
        if (scratch) expect(await databaseExists(scratch)).toBe(false);
      } finally {
        await db.drop();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
  );

  it.runIf(onPostgres)(
    'refuses without a scratch database, with the app’s own, or with one that exists',
    { timeout: 60_000 },
    async () => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-backup-'));
      const db = await filled(tmp);
      const other = await scratchDatabase();
      try {
        const file = path.join(tmp, 'backup.bin');
        await expect(verify(db.target, file)).rejects.toThrow(/VERIFY_DATABASE_URL/);
        await expect(verify(db.target, file, db.url!)).rejects.toThrow(/database dell’app/);
        await expect(verify(db.target, file, other.url!)).rejects.toThrow(/esiste già/);
        // Nothing was touched: both databases keep their rows, no file was written.
        expect((await rowCounts(db.target)).appointments).toBe(3);
        expect(await databaseExists(other.url!)).toBe(true);
        expect(fs.existsSync(file)).toBe(false);
      } finally {
        await other.drop();
        await db.drop();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
  );

  it.runIf(onPostgres)(
    'restores into a database that does not exist yet by creating it',
    { timeout: 60_000 },
    async () => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-backup-'));
      const db = await filled(tmp);
      const fresh = withDatabase(db.url!, `${databaseName(db.url!)}_nuovo`);
      try {
        const file = path.join(tmp, 'backup.bin');
        const r = await verify(
          db.target,
          file,
          withDatabase(db.url!, `${databaseName(db.url!)}_v`),
        );
        expect(r.differ).toEqual([]);
        expect(await databaseExists(fresh)).toBe(false);
        expect(await restore({ kind: 'postgres', url: fresh }, file)).toEqual({ created: true });
        expect((await rowCounts({ kind: 'postgres', url: fresh })).appointments).toBe(3);
        // A second restore replaces the objects of the database now there.
        expect(await restore({ kind: 'postgres', url: fresh }, file)).toEqual({ created: false });
        expect((await rowCounts({ kind: 'postgres', url: fresh })).appointments).toBe(3);
      } finally {
        const admin = new pg.Client({ connectionString: withDatabase(db.url!, 'postgres') });
        await admin.connect();
        await admin.query(`drop database if exists "${databaseName(fresh)}" with (force)`);
        await admin.end();
        await db.drop();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
  );
});
