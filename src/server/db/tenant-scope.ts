/**
 * Tenant scoping as a checked rule (docs/ARCHITECTURE.md "Tenancy"):
 * every SQL statement that reads or writes a tenant table must name `workshop_id`. The test
 * harness feeds every statement the app runs through `unscopedTenantTables`, so a service that
 * updates or deletes by bare id fails the test run instead of waiting for a tenancy bug.
 */
import { tenantTables } from './distribution';

/**
 * Names of the tenant tables: those distributed by `workshop_id` (`distribution.ts`).
 * Sessions and device tokens carry `workshop_id` but are not tenant data: they are looked up
 * by their token hash (an admin session has no workshop), before anyone is signed in.
 */
export const TENANT_TABLES: readonly string[] = tenantTables();

/**
 * Marker opening a statement that deliberately serves every workshop (system jobs such as
 * the outbox sender): `/* all-tenants: why *\/ select …`. Review every use.
 */
export const ALL_TENANTS_MARKER = '/* all-tenants';

/**
 * The tenant tables a statement touches without scoping by `workshop_id`; empty when it is
 * scoped (or touches no tenant table). An insert, or a `COPY … FROM STDIN` (bulk rows, e.g.
 * the CSV import's, `copy.ts`), must list the column; any other statement
 * must name it in its conditions (after its first WHERE or JOIN … ON), so selecting the
 * column does not count as scoping. Matches table names as Drizzle writes them
 * (`"appointments"`) and as raw SQL does (`from appointments a`).
 */
export function unscopedTenantTables(statement: string): string[] {
  const lower = statement.toLowerCase();
  // System jobs that serve every workshop (the outbox sender) say so, greppably.
  if (lower.trimStart().startsWith(ALL_TENANTS_MARKER)) return [];
  // Only data statements are checked; DDL (the migrations) is not tenant data access.
  if (!/^\s*(?:\/\*[^]*?\*\/\s*)?(?:select|insert|update|delete|with|copy)\b/.test(lower))
    return [];
  const touched = TENANT_TABLES.filter((name) =>
    new RegExp(`(?:"${name}"|\\b(?:from|join|into|update|copy)\\s+${name}\\b)`).test(lower),
  );
  if (touched.length === 0) return [];
  if (/^\s*(?:insert|copy)\b/.test(lower)) return /\bworkshop_id\b/.test(lower) ? [] : touched;
  const conditions = lower.search(/\b(?:where|on)\b/);
  if (conditions >= 0 && /\bworkshop_id\b/.test(lower.slice(conditions))) return [];
  return touched;
}
