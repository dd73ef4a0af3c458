/**
 * Where every table lives on a distributed PostgreSQL (Citus;
 * docs/SCALING.md). Every table of the schema is classed here, and `distribution.test.ts`
 * fails when one is not:
 *
 * - **tenant**: distributed by `workshop_id`, all co-located, so a workshop's rows of every
 *   table sit on one node and its joins, foreign keys and transactions stay there. Keys lead
 *   with `workshop_id` (`keys.integration.test.ts`).
 * - **reference**: a copy on every node; reads are local anywhere, every write goes to every
 *   node, so only for installation-wide or rarely written rows.
 * - **distributed** by another column: rows looked up by their own key before any workshop is
 *   known and written too often for a reference table (`rate_limits`: every sign-in attempt
 *   and every public booking read).
 *
 * `citusSql()` turns this into `citus.sql` (`npm run db:citus` writes it; the test checks it
 * is current), which an operator runs once on the Citus coordinator after the migrations.
 */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as schema from './schema';

export type TableClass =
  | { kind: 'tenant' }
  | { kind: 'reference'; why: string }
  | { kind: 'distributed'; column: string; why: string };

/** The tenant table every other one is co-located with (the first distributed). */
export const COLOCATION_ANCHOR = 'appointments';

/** The class of every table of the schema, by table name. */
export const DISTRIBUTION: Readonly<Record<string, TableClass>> = {
  appointments: { kind: 'tenant' },
  archive_postings: { kind: 'tenant' },
  archive_words: { kind: 'tenant' },
  campaigns: { kind: 'tenant' },
  contacts: { kind: 'tenant' },
  customer_actions: { kind: 'tenant' },
  historical_statistics: { kind: 'tenant' },
  letter_models: { kind: 'tenant' },
  messages: { kind: 'tenant' },
  notes: { kind: 'tenant' },
  notifications: { kind: 'tenant' },
  opt_outs: { kind: 'tenant' },
  privacy_erasures: { kind: 'tenant' },
  recalls: { kind: 'tenant' },
  scheduled_runs: { kind: 'tenant' },
  settings: { kind: 'tenant' },
  sms_pace: { kind: 'tenant' },
  stop_links: { kind: 'tenant' },
  vehicle_annotations: { kind: 'tenant' },
  workshop_codes: { kind: 'tenant' },
  workshops: {
    kind: 'reference',
    why: 'the tenants themselves: every tenant table points at them, and a request finds its workshop by session, link or name',
  },
  system_settings: {
    kind: 'reference',
    why: 'installation-wide facts (the admin secret), written at first start',
  },
  sessions: {
    kind: 'reference',
    why: 'found by cookie hash before the workshop is known, admin sessions have none; written at sign-in and sign-out only',
  },
  device_tokens: {
    kind: 'reference',
    why: 'found by token hash before anyone is signed in; written at quick sign-in only; its entry id is unique across the installation',
  },
  admin_audit: {
    kind: 'reference',
    why: 'the super-admin trail: an entry may concern no workshop; written by admin actions only',
  },
  two_factor: {
    kind: 'reference',
    why: 'read at sign-in before any workshop is known, admin row has none; written at setup, removal and each accepted code only',
  },
  rate_limits: {
    kind: 'distributed',
    column: 'key',
    why: 'counted by address or user name before any workshop is known, written on every sign-in attempt and public booking read: a reference table would write on every node each time',
  },
};

/** A table of the schema as `citusSql` needs it: name, columns, tables it points at. */
export type SchemaTable = { name: string; columns: string[]; references: string[] };

/** Every table of the Drizzle schema (`schema.ts` and the files it re-exports). */
export function schemaTables(): SchemaTable[] {
  return (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => {
      const config = getTableConfig(t);
      return {
        name: config.name,
        columns: config.columns.map((c) => c.name),
        references: config.foreignKeys.map(
          (fk) => getTableConfig(fk.reference().foreignTable).name,
        ),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Names of the tenant tables (distributed by `workshop_id`), sorted. */
export function tenantTables(): string[] {
  return Object.keys(DISTRIBUTION)
    .filter((name) => DISTRIBUTION[name]!.kind === 'tenant')
    .sort();
}

/**
 * Tables in an order where each comes after every table it points at (ties by name), so
 * Citus meets the target of each foreign key first. Throws on a cycle.
 */
function referencesFirst(tables: SchemaTable[]): SchemaTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const out: SchemaTable[] = [];
  const visit = (t: SchemaTable, path: string[]) => {
    if (done.has(t.name)) return;
    if (path.includes(t.name))
      throw new Error(`foreign key cycle: ${[...path, t.name].join(' → ')}`);
    for (const r of [...t.references].sort())
      if (r !== t.name && byName.has(r)) visit(byName.get(r)!, [...path, t.name]);
    done.add(t.name);
    out.push(t);
  };
  for (const t of tables) visit(t, []);
  return out;
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** Runs `call` only for a table Citus does not know yet (the script may run again). */
const once = (table: string, call: string) =>
  `SELECT ${call}\n WHERE NOT EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = ${quote(table)}::regclass);`;

/**
 * The Citus script for `tables` (default: the schema's): reference tables, then the tenant
 * tables (the anchor first, each co-located with it), then the tables distributed by their
 * own key; within each group a table comes after the tables it points at. Each statement
 * does nothing for a table already distributed. Throws when a table is not classed.
 */
export function citusSql(tables: SchemaTable[] = schemaTables()): string {
  const unclassed = tables.filter((t) => !DISTRIBUTION[t.name]).map((t) => t.name);
  if (unclassed.length)
    throw new Error(`tables not classed in distribution.ts: ${unclassed.join(', ')}`);
  const ordered = referencesFirst(tables);
  const of = (kind: TableClass['kind']) =>
    ordered.filter((t) => DISTRIBUTION[t.name]!.kind === kind);
  const tenants = of('tenant');
  const anchor = tenants.find((t) => t.name === COLOCATION_ANCHOR);
  const lines = [
    '-- Generated by `npm run db:citus` from src/server/db/distribution.ts: do not edit.',
    '-- Run on the Citus coordinator after `npm run db:migrate` (docs/SCALING.md), as the owner',
    '-- of the tables, with the citus, pg_trgm and btree_gin extensions on every node. Safe to',
    '-- run again: a table already distributed is left alone.',
    '',
    "-- The archive trigger on appointments (docs/ARCHIVE.md) writes only the same workshop's",
    '-- rows of co-located tables, which is what Citus asks of a trigger on a distributed table.',
    'SET citus.enable_unsafe_triggers = on;',
    '',
    '-- Reference tables: a copy on every node.',
    ...of('reference').map((t) => once(t.name, `create_reference_table(${quote(t.name)})`)),
    '',
    '-- Tenant tables: distributed by workshop_id, co-located with ' +
      `${COLOCATION_ANCHOR} (a workshop's rows on one node).`,
    ...(anchor
      ? [
          once(
            anchor.name,
            `create_distributed_table(${quote(anchor.name)}, 'workshop_id', colocate_with => 'none')`,
          ),
        ]
      : []),
    ...tenants
      .filter((t) => t !== anchor)
      .map((t) =>
        once(
          t.name,
          `create_distributed_table(${quote(t.name)}, 'workshop_id', colocate_with => ${quote(COLOCATION_ANCHOR)})`,
        ),
      ),
    '',
    '-- Distributed by their own key (looked up before any workshop is known).',
    ...of('distributed').map((t) => {
      const c = DISTRIBUTION[t.name] as Extract<TableClass, { kind: 'distributed' }>;
      return once(
        t.name,
        `create_distributed_table(${quote(t.name)}, ${quote(c.column)}, colocate_with => 'none')`,
      );
    }),
    '',
  ];
  return lines.join('\n');
}
