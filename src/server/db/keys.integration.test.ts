/**
 * Citus-ready keys (schema.ts file comment, docs/SCALING.md "On Citus"), checked on the
 * migrated catalog of the database under test (PGlite, or PostgreSQL with DATABASE_URL), so
 * a future table or index that breaks the rules fails here:
 * - every table is a tenant table (has `workshop_id`) or classed otherwise in
 *   `distribution.ts` (reference, or distributed by its own key, which then leads its keys);
 * - every tenant id, and its sequence, is bigint (0012_citus_ids);
 * - every tenant table has a primary key, and it and every unique index include
 *   `workshop_id`;
 * - a foreign key to a tenant table comes from a tenant table and pairs `workshop_id`
 *   with `workshop_id` (co-located).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setupTestApp, type TestContext } from '../test/harness';
import { DISTRIBUTION } from './distribution';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

const query = async <T>(text: string) =>
  ((await t.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/** Tables not distributed by workshop_id: reference tables and those distributed by their own key. */
const reference = new Set(
  Object.keys(DISTRIBUTION).filter((n) => DISTRIBUTION[n]!.kind !== 'tenant'),
);

/** Tables of the public schema (drizzle's journal lives in the `drizzle` schema). */
async function tables() {
  return query<{ table: string; tenant: boolean }>(`
    select c.relname as "table",
           exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'workshop_id' and not a.attisdropped
                  ) as tenant
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by 1`);
}

/** Tables that will be distributed by workshop_id. */
async function tenantTables(): Promise<string[]> {
  return (await tables()).filter((r) => r.tenant && !reference.has(r.table)).map((r) => r.table);
}

/** Tables that are neither tenant nor listed as reference. */
async function unclassified(): Promise<string[]> {
  return (await tables()).filter((r) => !r.tenant && !reference.has(r.table)).map((r) => r.table);
}

/**
 * Unique indexes and primary keys of the public tables, each with `ok`: whether its columns
 * include `column` (the distribution column a Citus key must hold).
 */
async function uniqueKeys(column: string) {
  return query<{ table: string; index: string; primary: boolean; ok: boolean }>(`
    select c.relname as "table", ic.relname as "index", i.indisprimary as "primary",
           exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = '${column}'
                      and a.attnum = any (i.indkey::int2[])) as ok
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and (i.indisunique or i.indisprimary)`);
}

/** Unique indexes and primary keys of tenant tables that lack workshop_id; PK-less tables. */
async function keyViolations(): Promise<string[]> {
  const keys = await uniqueKeys('workshop_id');
  const tenant = await tenantTables();
  const mine = keys.filter((k) => tenant.includes(k.table));
  return [
    ...mine.filter((k) => !k.ok).map((k) => `${k.table}.${k.index}`),
    ...tenant
      .filter((tb) => !mine.some((k) => k.table === tb && k.primary))
      .map((tb) => `${tb}: no primary key`),
  ].sort();
}

/** Foreign keys that Citus could not keep: to a tenant table and not paired on workshop_id. */
async function foreignKeyViolations(): Promise<string[]> {
  const fks = await query<{ name: string; from: string; to: string; fc: string[]; tc: string[] }>(`
    select con.conname as name, c.relname as "from", rc.relname as "to",
           array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n
                  order by k.o) as fc,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n
                  order by k.o) as tc
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_class rc on rc.oid = con.confrelid
      join pg_namespace n on n.oid = c.relnamespace
     where con.contype = 'f' and n.nspname = 'public'`);
  return fks
    .filter((fk) => {
      if (reference.has(fk.to)) return false; // anything → reference table: allowed
      if (reference.has(fk.from)) return true; // reference → tenant: Citus refuses it
      const at = fk.fc.indexOf('workshop_id');
      return at < 0 || fk.tc[at] !== 'workshop_id';
    })
    .map((fk) => fk.name)
    .sort();
}

describe('Citus-ready keys (catalog)', () => {
  it('classifies every table as tenant (workshop_id) or reference', async () => {
    expect(await unclassified()).toEqual([]);
    const names = (await tables()).map((r) => r.table);
    for (const name of reference) expect(names).toContain(name);
    expect(await tenantTables()).toEqual(
      expect.arrayContaining([
        'appointments',
        'contacts',
        'letter_models',
        'messages',
        'notes',
        'notifications',
        'recalls',
        'settings',
        'vehicle_annotations',
        'workshop_codes',
      ]),
    );
  });

  it('includes workshop_id in every primary key and unique index of a tenant table', async () => {
    expect(await keyViolations()).toEqual([]);
  });

  it('co-locates every foreign key that points at a tenant table', async () => {
    expect(await foreignKeyViolations()).toEqual([]);
  });

  it('catches a table that breaks the rules (the checks can fail)', async () => {
    await query(`create table zz_probe (id serial primary key, workshop_id int, code text)`);
    await query(`create unique index zz_probe_code_uq on zz_probe (code)`);
    await query(`create table zz_child (id serial, workshop_id int, probe_id int
                   references zz_probe (id), primary key (workshop_id, id))`);
    await query(`create table zz_global (id serial primary key)`);
    try {
      expect(await keyViolations()).toEqual([
        'zz_probe.zz_probe_code_uq',
        'zz_probe.zz_probe_pkey',
      ]);
      expect(await foreignKeyViolations()).toEqual(['zz_child_probe_id_fkey']);
      expect(await unclassified()).toEqual(['zz_global']);
    } finally {
      for (const table of ['zz_child', 'zz_probe', 'zz_global']) await query(`drop table ${table}`);
    }
  });

  it('makes every tenant id and its sequence bigint', async () => {
    const ids = await query<{ table: string; type: string; seq_type: string | null }>(`
      select c.table_name as "table", c.data_type as type,
             (select s.data_type from information_schema.sequences s
               where s.sequence_schema = 'public'
                 and s.sequence_name = substring(c.column_default from 'nextval\\(''([a-z_]+)''')
             ) as seq_type
        from information_schema.columns c
       where c.table_schema = 'public' and c.column_name = 'id'`);
    const tenant = await tenantTables();
    const mine = ids.filter((r) => tenant.includes(r.table));
    expect(mine.length).toBeGreaterThanOrEqual(10);
    expect(mine.filter((r) => r.type !== 'bigint' || r.seq_type !== 'bigint')).toEqual([]);
  });

  it('leads every key of a table distributed by its own column with that column', async () => {
    const own = Object.entries(DISTRIBUTION).flatMap(([table, c]) =>
      c.kind === 'distributed' ? [{ table, column: c.column }] : [],
    );
    expect(own.length).toBeGreaterThan(0);
    for (const { table, column } of own) {
      const keys = (await uniqueKeys(column)).filter((k) => k.table === table);
      expect(keys.length, table).toBeGreaterThan(0);
      expect(keys.filter((k) => !k.ok).map((k) => k.index)).toEqual([]);
    }
  });

  it('keeps every id generated by its sequence', async () => {
    const rows = await query<{ table: string; generated: boolean }>(`
      select table_name as "table", coalesce(column_default like 'nextval(%', false) as generated
        from information_schema.columns
       where table_schema = 'public' and column_name = 'id'`);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => !r.generated).map((r) => r.table)).toEqual([]);
  });
});
