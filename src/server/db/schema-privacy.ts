/**
 * Personal-data requests (docs/PRIVACY.md "Access, portability, erasure"): the log of the
 * erasures a workshop carried out. Part of the schema (`schema.ts` re-exports it); migration
 * `0019_privacy_rights`. Tenant table: `workshop_id` leads every key (Citus-ready).
 */
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns';
// Used only inside reference callbacks, so the circular import with schema.ts is safe.
import { workshops } from './schema';

/**
 * One row per erasure: never the phone or the plate, only `subject_hash`, a keyed HMAC of
 * them (`routes/privacy/subject-hash.ts`), so a repeated request is recognised and nothing
 * names the person; `counts` is how many rows of each kind were changed.
 */
export const privacyErasures = pgTable(
  'privacy_erasures',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    subjectHash: text('subject_hash').notNull(),
    counts: jsonb('counts').notNull().default({}),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'privacy_erasures_pk', columns: [t.workshopId, t.id] }),
    index('privacy_erasures_subject_idx').on(t.workshopId, t.subjectHash),
  ],
);
