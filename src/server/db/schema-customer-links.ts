/**
 * Customer links (docs/MESSAGING.md "Customer links"): what customers did from the personal
 * link of a reminder. Part of the schema (`schema.ts` re-exports it), kept apart so each file
 * reads in one sitting. Same rules: `workshop_id` leads every tenant key (Citus-ready).
 */
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { day, ts } from './schema-columns';
import { workshops } from './schema';

/**
 * What customers did from the personal link of a reminder (docs/MESSAGING.md "Customer
 * links"): `confirm`, `cancel` or `move`, each at most once per appointment (the unique
 * index is what makes a second press, or twenty at once, a no-op). A cancelled appointment
 * is deleted, so the row keeps its surname and date for the WEB box and Statistiche.
 */
export const customerActions = pgTable(
  'customer_actions',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    action: text('action', { enum: ['confirm', 'cancel', 'move'] }).notNull(),
    surname: text('surname').notNull(),
    /** The appointment's day when the customer acted (for a move: the day it left). */
    date: day('date').notNull(),
    /** `riga` of that day. */
    row: integer('row').notNull(),
    /** A move's new day and row; null otherwise. */
    toDate: day('to_date'),
    toRow: integer('to_row'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customer_actions_pk', columns: [t.workshopId, t.id] }),
    uniqueIndex('customer_actions_once_uq').on(t.workshopId, t.appointmentId, t.action),
    index('customer_actions_at_idx').on(t.workshopId, t.at),
  ],
);
