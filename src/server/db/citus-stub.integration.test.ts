/**
 * `citus.sql` against stand-ins of Citus's functions (docs/SCALING.md: Citus itself cannot be
 * installed on the development machine). On the migrated database under test (PGlite, or
 * PostgreSQL with DATABASE_URL), stub `create_reference_table`, `create_distributed_table`
 * and `pg_dist_partition` record what the script asks for: it parses, names real tables,
 * calls each table once with its class's arguments, and asks nothing more when run again.
 * What Citus would then do with the tables is not checked here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { setupTestApp, type TestContext } from '../test/harness';
import { COLOCATION_ANCHOR, DISTRIBUTION } from './distribution';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

const STUBS = [
  'create schema citus_stub',
  'create table citus_stub.pg_dist_partition (logicalrelid regclass primary key)',
  `create table citus_stub.calls (n serial primary key, fn text, tbl text, col text, colocate text)`,
  `create function citus_stub.create_reference_table(t regclass) returns void language sql as $$
     insert into citus_stub.calls (fn, tbl) values ('reference', t::text);
     insert into citus_stub.pg_dist_partition values (t) $$`,
  `create function citus_stub.create_distributed_table(t regclass, col text, colocate_with text default 'default')
     returns void language sql as $$
     insert into citus_stub.calls (fn, tbl, col, colocate) values ('distributed', t::text, col, colocate_with);
     insert into citus_stub.pg_dist_partition values (t) $$`,
];

/** The script's statements (each ends with `;` at the end of a line), comments dropped. */
function statements(): string[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, 'citus.sql'), 'utf8');
  return text
    .split(/;\s*\n/)
    .map((s) => s.replace(/^--.*$/gm, '').trim())
    .filter(Boolean);
}

describe('citus.sql against Citus stand-ins', () => {
  it('classes each table once, with its column and co-location, and is safe to run again', async () => {
    type Call = { fn: string; tbl: string; col: string | null; colocate: string | null };
    let calls: Call[] = [];
    await t.database.db
      .transaction(async (tx) => {
        for (const s of STUBS) await tx.execute(sql.raw(s));
        await tx.execute(sql.raw('set local search_path = citus_stub, public'));
        for (let run = 0; run < 2; run++)
          for (const s of statements()) await tx.execute(sql.raw(s));
        const res = await tx.execute<Call>(
          sql.raw('select fn, tbl, col, colocate from citus_stub.calls order by n'),
        );
        calls = res.rows;
        tx.rollback(); // leave the database as it was
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect(calls.length).toBe(Object.keys(DISTRIBUTION).length);
    for (const [table, c] of Object.entries(DISTRIBUTION)) {
      const call = calls.find((x) => x.tbl === table);
      expect(call, table).toBeDefined();
      if (c.kind === 'reference') expect(call).toMatchObject({ fn: 'reference', col: null });
      if (c.kind === 'tenant')
        expect(call).toEqual({
          fn: 'distributed',
          tbl: table,
          col: 'workshop_id',
          colocate: table === COLOCATION_ANCHOR ? 'none' : COLOCATION_ANCHOR,
        });
      if (c.kind === 'distributed')
        expect(call).toEqual({ fn: 'distributed', tbl: table, col: c.column, colocate: 'none' });
    }
  });
});
