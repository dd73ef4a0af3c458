/**
 * Non contattare (docs/MESSAGING.md "Non contattare"): the phones a workshop must not
 * message any more, and the handles behind `$stop$` links. Part of the schema (`schema.ts`
 * re-exports it), kept apart so each file reads in one sitting. `workshop_id` leads every
 * key (Citus-ready). Both tables hold a customer's phone: personal data (docs/PRIVACY.md).
 */
import {
  bigserial,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ts } from './schema-columns';
import { workshops } from './schema';

/**
 * One opted-out phone of a workshop, as `normalizePhone` stores it. `source`: `desk` (added
 * by the staff: the list, the edit dialog) or `link` (the customer pressed the button of a
 * `$stop$` link). The primary key makes a second add a no-op.
 */
export const optOuts = pgTable(
  'opt_outs',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    source: text('source', { enum: ['desk', 'link'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'opt_outs_pk', columns: [t.workshopId, t.phone] }),
    check('opt_outs_source_ck', sql`${t.source} in ('desk', 'link')`),
  ],
);

/**
 * The handle a `$stop$` link's token names (its record id), one per (workshop, phone), made
 * when a message with `$stop$` is queued, so the URL carries no phone. Removing a handle
 * (erasure) kills its links.
 */
export const stopLinks = pgTable(
  'stop_links',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stop_links_pk', columns: [t.workshopId, t.id] }),
    uniqueIndex('stop_links_phone_uq').on(t.workshopId, t.phone),
  ],
);
