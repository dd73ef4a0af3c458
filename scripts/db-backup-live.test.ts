/**
 * A consistent copy of the embedded database while the server runs
 * (docs/RESILIENCE.md "Backup and restore"): the running server holds its PGlite data folder; the super-admin
 * downloads `GET /api/admin/backup` (`backup-live`), the copy is restored into a fresh
 * folder, and every table's row count equals the live folder's. Anyone else is refused,
 * and a PostgreSQL server answers 409 (pg_dump is the tool there).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { ensureAdminSecret } from '@server/auth/admin-secret';
import { loadConfig } from '@server/config';
import { openDatabase, type Database } from '@server/db/client';
import { buildAppointment, buildNote, buildWorkshop } from '@server/test/factories';
import { backupLive, restore, rowCounts } from './db-backup';

/** The super-admin trail of a PGlite folder, oldest first (its actions only). */
async function auditActions(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    const res = await database.db.execute<{ action: string }>(
      sql`select action from admin_audit order by id`,
    );
    return res.rows.map((r) => r.action);
  } finally {
    await database.close();
  }
}

const SECRET = 'admin-backup-secret';
const config = () =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000' });

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-live-backup-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function serve(database: Database): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ config: config(), database, webDir: null });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

describe('GET /api/admin/backup (PGlite, server running)', () => {
  it('restores into a fresh folder with the same row counts', { timeout: 180_000 }, async () => {
    const live = path.join(tmp, 'live');
    const database = await openDatabase({ dataDir: live });
    const { app, url } = await serve(database);
    const file = path.join(tmp, 'live.tar.gz');
    let liveWritten = 0;
    try {
      await ensureAdminSecret(database.db, SECRET);
      const w = await buildWorkshop(database.db);
      for (let i = 0; i < 5; i++) await buildAppointment(database.db, w.id);
      await buildNote(database.db, w.id);

      // Nobody but the super-admin.
      expect((await fetch(`${url}/api/admin/backup`)).status).toBe(401);
      await expect(backupLive(url, 'wrong-password', file)).rejects.toThrow(/login refused/);

      // A desk keeps writing while the copy is made.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await buildAppointment(database.db, w.id);
          written++;
          // Writes come from requests in real life: let the server's I/O in between (PGlite
          // answers without I/O, so a bare loop would never let the download through).
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const started = Date.now();
      const bytes = await backupLive(url, SECRET, file);
      const ms = Date.now() - started;
      writing = false;
      await writer;
      console.log(`backup-live: ${bytes} bytes in ${ms} ms`);
      expect(bytes).toBe(fs.statSync(file).size);
      expect(fs.readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

      liveWritten = written;
    } finally {
      await app.close();
      await database.close();
    }
    const counts = await rowCounts({ kind: 'pglite', dataDir: live });
    expect(counts.appointments).toBe(5 + liveWritten);

    const fresh = path.join(tmp, 'fresh');
    const t = Date.now();
    await restore({ kind: 'pglite', dataDir: fresh }, file);
    console.log(`restore: ${Date.now() - t} ms`);
    const restored = await rowCounts({ kind: 'pglite', dataDir: fresh });
    // Every other table as live; the appointments of the moment of the copy (some of those
    // written meanwhile) with the archive index of theirs (docs/ARCHIVE.md), the audit row of
    // the download written after it.
    expect(restored).toEqual({
      ...counts,
      appointments: restored.appointments,
      archive_postings: restored.archive_postings,
      archive_words: restored.archive_words,
      admin_audit: restored.admin_audit,
    });
    // The copy's postings are its appointments' own: every factory appointment holds as many
    // words as the others, three of them its own (its number, phone and plate), new to the
    // dictionary.
    const perAppointment = counts.archive_postings! / counts.appointments!;
    expect(Number.isInteger(perAppointment)).toBe(true);
    expect(restored.archive_postings).toBe(restored.appointments! * perAppointment);
    expect(restored.archive_words! - counts.archive_words!).toBe(
      3 * (restored.appointments! - counts.appointments!),
    );
    expect(restored.appointments).toBeGreaterThanOrEqual(5);
    expect(restored.appointments).toBeLessThanOrEqual(5 + liveWritten);
    // The audit rows of the copy: the sign-ins before it, never the download's own row.
    expect(await auditActions(fresh)).toEqual(['admin.sign_in_failed', 'admin.sign_in']);
    console.log(
      `written during the copy: ${liveWritten}, in the copy: ${(restored.appointments ?? 0) - 5}`,
    );
    // The download itself is in the audit trail (of the live folder, after the copy).
    expect(await auditActions(live)).toEqual([
      'admin.sign_in_failed',
      'admin.sign_in',
      'database.backup',
    ]);

    // The restored folder serves: the app starts on it (migrations already applied).
    const reopened = await openDatabase({ dataDir: fresh });
    await reopened.close();
  });

  it('answers 409 with PostgreSQL (pg_dump is the tool there)', async () => {
    const database = await openDatabase({});
    // What a PostgreSQL database looks like to the route: no live data folder to copy.
    const postgresLike: Database = { ...database, kind: 'postgres', dumpDataDir: undefined };
    const { app, url } = await serve(postgresLike);
    try {
      await ensureAdminSecret(database.db, SECRET);
      await expect(backupLive(url, SECRET, path.join(tmp, 'pg.bin'))).rejects.toThrow(
        'Con PostgreSQL il backup si fa con pg_dump (vedi docs/RESILIENCE.md)',
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
