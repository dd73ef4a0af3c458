/**
 * Every table is classed for a distributed database (`distribution.ts`, docs/SCALING.md),
 * the classes are consistent with the schema, and `citus.sql` is the current output of
 * `npm run db:citus`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  citusSql,
  COLOCATION_ANCHOR,
  DISTRIBUTION,
  schemaTables,
  tenantTables,
  type SchemaTable,
} from './distribution';
import { TENANT_TABLES } from './tenant-scope';

const tables = schemaTables();
const classOf = (name: string) => DISTRIBUTION[name]!.kind;

describe('table distribution', () => {
  it('classes every table of the schema, and only those', () => {
    const names = tables.map((t) => t.name);
    expect(names.filter((n) => !DISTRIBUTION[n])).toEqual([]);
    expect(Object.keys(DISTRIBUTION).filter((n) => !names.includes(n))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(20);
  });

  it('distributes by a column each table has; tenant tables are the tenant-scoped ones', () => {
    for (const t of tables) {
      const c = DISTRIBUTION[t.name]!;
      if (c.kind === 'tenant') expect(t.columns, t.name).toContain('workshop_id');
      if (c.kind === 'distributed') expect(t.columns, t.name).toContain(c.column);
    }
    expect(tenantTables()).toContain(COLOCATION_ANCHOR);
    // Only rows found by a token hash before anyone is signed in carry workshop_id without
    // being distributed by it (and without being scoped by it, `tenant-scope.ts`).
    const notByWorkshop = tables
      .filter((t) => t.columns.includes('workshop_id') && classOf(t.name) !== 'tenant')
      .map((t) => t.name);
    expect(notByWorkshop).toEqual(['device_tokens', 'sessions']);
    expect(TENANT_TABLES).toEqual(tenantTables());
  });

  it('keeps every foreign key placeable: into a reference table, or between co-located tenants', () => {
    const bad: string[] = [];
    for (const t of tables)
      for (const target of t.references) {
        const from = classOf(t.name);
        const to = classOf(target);
        const ok = to === 'reference' || (from === 'tenant' && to === 'tenant');
        if (!ok) bad.push(`${t.name} (${from}) → ${target} (${to})`);
      }
    expect(bad).toEqual([]);
  });

  it('writes each table once, after every table it points at', () => {
    const sql = citusSql();
    const order = [...sql.matchAll(/create_(?:reference|distributed)_table\('([a-z_]+)'/g)].map(
      (m) => m[1]!,
    );
    expect([...order].sort()).toEqual(tables.map((t) => t.name));
    for (const t of tables)
      for (const target of t.references)
        if (target !== t.name)
          expect(order.indexOf(target), `${t.name} → ${target}`).toBeLessThan(
            order.indexOf(t.name),
          );
    expect(sql).toContain(
      "create_distributed_table('messages', 'workshop_id', colocate_with => 'appointments')",
    );
    expect(sql).toContain(
      "create_distributed_table('rate_limits', 'key', colocate_with => 'none')",
    );
    expect(sql).toContain("create_reference_table('workshops')");
  });

  it('refuses a table that is not classed', () => {
    const extra: SchemaTable = { name: 'zz_new', columns: ['id'], references: [] };
    expect(() => citusSql([...tables, extra])).toThrow(/zz_new/);
  });

  it('citus.sql is current (run `npm run db:citus`)', () => {
    const file = fs.readFileSync(path.resolve(import.meta.dirname, 'citus.sql'), 'utf8');
    expect(file).toBe(citusSql());
  });
});
