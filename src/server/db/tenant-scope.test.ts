/** The tenant-scope rule (docs/ARCHITECTURE.md "Tenancy"): statements on tenant tables name workshop_id. */
import { describe, expect, it } from 'vitest';
import { TENANT_TABLES, unscopedTenantTables } from './tenant-scope';

describe('unscopedTenantTables', () => {
  it('knows the tenant tables from the schema', () => {
    expect(TENANT_TABLES).toEqual(expect.arrayContaining(['appointments', 'notes', 'messages']));
    expect(TENANT_TABLES).not.toContain('workshops');
    expect(TENANT_TABLES).not.toContain('sessions');
  });

  it('flags an update or delete by bare id, as paste.ts once did', () => {
    expect(
      unscopedTenantTables('update "appointments" set "row" = $1 where "appointments"."id" = $2'),
    ).toEqual(['appointments']);
    expect(unscopedTenantTables('delete from "notes" where "notes"."id" = $1')).toEqual(['notes']);
    expect(unscopedTenantTables('select * from appointments a where a.id = $1')).toEqual([
      'appointments',
    ]);
    // Selecting the column is not scoping by it.
    expect(
      unscopedTenantTables(
        'select "id", "workshop_id" from "appointments" where "appointments"."id" = $1',
      ),
    ).toEqual(['appointments']);
    expect(unscopedTenantTables('select count(*) from "notes"')).toEqual(['notes']);
    // Bulk rows must carry the workshop too.
    expect(unscopedTenantTables('copy messages (channel, phone, text) from stdin')).toEqual([
      'messages',
    ]);
  });

  it('accepts scoped statements and other tables', () => {
    expect(
      unscopedTenantTables(
        'update "appointments" set "row" = $1 where ("appointments"."workshop_id" = $2 and "appointments"."id" = $3)',
      ),
    ).toEqual([]);
    expect(
      unscopedTenantTables('insert into "notes" ("workshop_id", "date") values ($1, $2)'),
    ).toEqual([]);
    expect(
      unscopedTenantTables('copy "messages" ("workshop_id", "phone", "text") from stdin'),
    ).toEqual([]);
    expect(unscopedTenantTables('select * from "workshops" where "id" = $1')).toEqual([]);
    expect(unscopedTenantTables('select * from "sessions" where "token_hash" = $1')).toEqual([]);
    // A system job serving every workshop says so with the marker.
    expect(
      unscopedTenantTables(
        "/* all-tenants: outbox claim */ select m.id from messages m where m.send_state = 'queued'",
      ),
    ).toEqual([]);
    // DDL of the migrations is not data access.
    expect(unscopedTenantTables('CREATE TABLE "appointments" ("id" bigserial)')).toEqual([]);
    expect(unscopedTenantTables('ALTER TABLE "notes" DROP CONSTRAINT "notes_pkey"')).toEqual([]);
  });
});
