/**
 * Upgrading a database that already holds data: it is migrated to 0000_init only, filled
 * with rows in 0000's shape, then migrated to the latest schema (0001_citus_keys: composite
 * primary keys, `(workshop_id, random_id)`). Runs on PGlite, or on a fresh PostgreSQL
 * database when DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { scratchDatabase } from '../test/harness';
import { PGLITE_EXTENSIONS } from './pglite';

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');

type Conn = {
  query: (text: string) => Promise<Record<string, unknown>[]>;
  /** Several statements, no result. */
  exec: (text: string) => Promise<void>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

async function connect(): Promise<Conn> {
  const scratch = await scratchDatabase();
  if (scratch.url) {
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    // An idle client cut off when the scratch database is dropped must not end the run.
    pool.on('error', () => {});
    return {
      query: async (text) => (await pool.query(text)).rows,
      exec: async (text) => {
        await pool.query(text);
      },
      migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await scratch.drop();
      },
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A copy of the migrations folder whose journal stops at `lastIdx`. */
function migrationsUpTo(lastIdx: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviapp-mig-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let conn: Conn;
let oldFolder: string;
beforeAll(async () => {
  conn = await connect();
  oldFolder = migrationsUpTo(0);
});
afterAll(async () => {
  await conn.close();
  fs.rmSync(oldFolder, { recursive: true, force: true });
});

const pkColumns = async (table: string) =>
  (
    await conn.query(`
      select a.attname as col
        from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey::int2[])
       where i.indrelid = '${table}'::regclass and i.indisprimary
       order by array_position(i.indkey::int2[], a.attnum)`)
  ).map((r) => r.col);

describe('migrating a 0000 database with data', () => {
  it('keeps every row and moves the keys to (workshop_id, …)', async () => {
    await conn.migrate(oldFolder);
    expect(await pkColumns('appointments')).toEqual(['id']);

    await conn.exec(`
      insert into workshops (id, unicode, username, password_hash, access_code, link_web)
      values (1, 'u1', 'uno', 'h', 'a1', 'uno'), (2, 'u2', 'due', 'h', 'a2', 'due');
      select setval('workshops_id_seq', 2);
      insert into appointments (workshop_id, surname, date, "row", "column", random_id)
      values (1, 'ROSSI', '2024-05-02', 3, 1, 'uno2024aaaaaaaaaaaaaaaaaaaa'),
             (1, 'BIANCHI', '2024-05-02', 4, 1, null),
             (2, 'VERDI', '2024-05-02', 3, 1, 'due2024bbbbbbbbbbbbbbbbbbbb');
      insert into notes (workshop_id, date, text) values (1, '2024-05-02', 'nota');
      insert into vehicle_annotations (workshop_id, plate) values (2, 'AB12345');
      insert into messages (workshop_id, channel, campaign, phone, text, ref_id)
      values (1, 'sms', 'LIBERA', '3331234567', 'ciao', 'P-2024-1');
      insert into recalls (workshop_id, surname, due_month) values (1, 'NERI', '2026-05-01');
      insert into contacts (workshop_id, name) values (2, 'MARIO');
      insert into workshop_codes (workshop_id, name) values (1, 'OFFICINA');
      insert into notifications (workshop_id, subject, text) values (2, 'Ciao', 'Testo');
      insert into settings (workshop_id, section, value) values (1, 'app', '{}');
      insert into letter_models (workshop_id, name, mime, data) values (1, 'm', 'image/png', '\\x00');
    `);
    const before = await conn.query(
      `select id, workshop_id, surname from appointments order by id`,
    );

    await conn.migrate(MIGRATIONS);

    expect(
      await conn.query(`select id, workshop_id, surname from appointments order by id`),
    ).toEqual(before);
    for (const table of [
      'appointments',
      'notes',
      'vehicle_annotations',
      'messages',
      'recalls',
      'contacts',
      'workshop_codes',
      'notifications',
      'letter_models',
    ]) {
      expect(await pkColumns(table), table).toEqual(['workshop_id', 'id']);
      const [{ n }] = (await conn.query(`select count(*)::int as n from ${table}`)) as [
        { n: number },
      ];
      expect(n, table).toBe(table === 'appointments' ? 3 : 1);
    }
    expect(await pkColumns('settings')).toEqual(['workshop_id', 'section']);

    // ids keep coming from their sequences, after the existing rows.
    const [next] = await conn.query(`
      insert into appointments (workshop_id, surname, date, "row", "column")
      values (2, 'NUOVO', '2024-05-03', 1, 1) returning id`);
    expect(Number(next!.id)).toBe(4);
    // random_id is unique per workshop, no longer across workshops.
    await expect(
      conn.query(`insert into appointments (workshop_id, surname, date, "row", "column", random_id)
                  values (1, 'X', '2024-05-04', 1, 1, 'uno2024aaaaaaaaaaaaaaaaaaaa')`),
    ).rejects.toThrow();
    await conn.query(`insert into appointments (workshop_id, surname, date, "row", "column", random_id)
                      values (2, 'X', '2024-05-04', 1, 1, 'uno2024aaaaaaaaaaaaaaaaaaaa')`);
  });
});
