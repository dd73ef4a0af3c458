/**
 * The backup/restore script (docs/RESILIENCE.md "Backup and restore"): back up, wipe, restore and compare row
 * counts, on PGlite (a data folder) or, when DATABASE_URL is set, on a scratch PostgreSQL
 * database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { buildAppointment, buildNote, buildWorkshop } from '@server/test/factories';
import { scratchDatabase } from '@server/test/harness';
import { verify } from './db-backup';

describe('db-backup verify', () => {
  it('restores every row of every table', { timeout: 120_000 }, async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-backup-'));
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
    try {
      const target = scratch.url
        ? ({ kind: 'postgres', url: scratch.url } as const)
        : ({ kind: 'pglite', dataDir } as const);
      const r = await verify(target, path.join(tmp, 'backup.bin'));
      expect(r.differ).toEqual([]);
      expect(r.after.appointments).toBe(3);
      expect(r.after.workshops).toBe(1);
      expect(r.bytes).toBeGreaterThan(0);
    } finally {
      await scratch.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
