/**
 * The SQL of the migration that filled the account defaults (`@shared/domain/account-defaults`,
 * spec 000 §9, 001 §9) into accounts made before they existed
 * (`src/server/db/migrations/0011_account_defaults.sql`, then `0021_account_defaults_stop.sql`): for every section with defaults, a
 * settings row for each workshop that has none, then each default key written only where the
 * stored value is missing or empty (`null`, `""`, `{}`, `[]`). What a workshop set is never
 * overwritten, and running it twice changes nothing. Plain SQL for PostgreSQL and PGlite,
 * statements separated by Drizzle's breakpoint marker. `account-defaults-sql.test.ts` fails
 * when the defaults change: a later change needs a migration of its own, never this one
 * rewritten.
 */
import { ACCOUNT_DEFAULTS } from '@shared/domain/account-defaults';
import { accountSettings } from '@server/domain/workshops';

/** Drizzle's statement separator in migration files. */
export const BREAKPOINT = '--> statement-breakpoint';

/**
 * Where the newest account-defaults migration lives. 0011 filled the first defaults; 0021
 * the recall texts with `$stop$` (docs/MESSAGING.md "Non contattare") and the `privacy`
 * section. Older ones are never rewritten: a later change of the defaults gets a migration of
 * its own, and this constant moves to it.
 */
export const MIGRATION_FILE = new URL(
  '../src/server/db/migrations/0021_account_defaults_stop.sql',
  import.meta.url,
);

/** Every statement serves every workshop by design (db/tenant-scope.ts marker). */
const ALL = '/* all-tenants: the account defaults of every workshop */\n';
const quote = (json: unknown) => `'${JSON.stringify(json).replaceAll("'", "''")}'::jsonb`;
const EMPTY = `('null'::jsonb, '""'::jsonb, '{}'::jsonb, '[]'::jsonb)`;
const keysOf = ACCOUNT_DEFAULTS as Record<string, Record<string, unknown>>;

/** The migration's statements. */
export function accountDefaultsStatements(): string[] {
  const out: string[] = [];
  for (const { section, value } of accountSettings()) {
    const named = keysOf[section] ?? {};
    const defaults = Object.fromEntries(Object.entries(value).filter(([k]) => k in named));
    if (Object.keys(defaults).length === 0) continue;
    const d = quote(defaults);
    const missing = `coalesce(s."value" -> d.key, 'null'::jsonb) IN ${EMPTY}`;
    out.push(
      ALL +
        `INSERT INTO "settings" ("workshop_id", "section", "value")\n` +
        `SELECT "id", '${section}', '{}'::jsonb FROM "workshops"\n` +
        `ON CONFLICT ("workshop_id", "section") DO NOTHING;`,
      ALL +
        `UPDATE "settings" AS s\n` +
        `SET "value" = s."value" || (SELECT jsonb_object_agg(d.key, d.value) FROM jsonb_each(${d}) AS d WHERE ${missing}),\n` +
        `    "updated_at" = now()\n` +
        `WHERE s."section" = '${section}'\n` +
        `  AND EXISTS (SELECT 1 FROM jsonb_each(${d}) AS d WHERE ${missing});`,
    );
  }
  return out;
}

/** The whole migration file. */
export function accountDefaultsSql(): string {
  return (
    `-- Account defaults (spec 000 §9, 001 §9) for accounts made before they existed; written by\n` +
    `-- scripts/account-defaults-sql.ts from src/shared/domain/account-defaults.ts. Fills only\n` +
    `-- what is missing or empty; never overwrites what a workshop set.\n` +
    accountDefaultsStatements().join(`\n${BREAKPOINT}\n`) +
    '\n'
  );
}

// `npx tsx scripts/account-defaults-sql.ts` writes the newest migration (once, when it is made).
if (
  process.argv[1] &&
  import.meta.url.endsWith(process.argv[1].replace(/^.*\/scripts\//, 'scripts/'))
) {
  const fs = await import('node:fs');
  fs.writeFileSync(MIGRATION_FILE, accountDefaultsSql());
  console.log(`written ${MIGRATION_FILE.pathname}`);
}
