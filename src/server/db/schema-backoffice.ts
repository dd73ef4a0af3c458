/**
 * Back-office tables (spec 001 §2 statistiche). Tenant tables: keys lead with
 * `workshop_id` (see schema.ts).
 */
import { integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
// Used only inside a reference callback, so the circular import with schema.ts is safe.
import { workshops } from './schema';

/**
 * Historical inspection counts for 2015–2020 shown by the statistics with +mod_kuma
 * (spec 001 §9: "fixed historical numbers for 2015-2020"; the spec does not give them, so
 * the super-admin types them in). One row per (workshop, year, month 1–12).
 */
export const historicalStatistics = pgTable(
  'historical_statistics',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'historical_statistics_pk',
      columns: [t.workshopId, t.year, t.month],
    }),
  ],
);
