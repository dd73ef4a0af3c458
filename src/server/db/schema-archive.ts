/**
 * The archive's search index (spec 001 §2 archivio; docs/ARCHIVE.md), kept by PostgreSQL
 * itself — migrations `0015_archive_postings` and `0016_archive_search_tuning`: a trigger on
 * `appointments` writes both tables, and `appointments.word_keys` (a generated column left
 * out of the Drizzle schema, so no whole-row select carries it) holds each appointment's word
 * keys for the GIN index. The application only reads them, through `archive_search`
 * (`routes/archive/service.ts`).
 * Part of the schema (`schema.ts` re-exports it); `workshop_id` leads every key (Citus-ready).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { day } from './schema-columns';
import { workshops } from './schema';

/**
 * Every distinct word (space-separated part of `appointments.search_text`) a workshop's
 * appointments have held. Its GIN index is over `archive_part_keys(workshop_id, word)`, the
 * keys of its 3- and 5-character parts, which answers "the words containing this part";
 * `fastupdate` off (migration 0016: a search never reads a queue of pending entries).
 */
export const archiveWords = pgTable(
  'archive_words',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ name: 'archive_words_pk', columns: [t.workshopId, t.word] }),
    index('archive_words_part_idx')
      .using('gin', sql`archive_part_keys(${t.workshopId}, ${t.word})`)
      .with({ fastupdate: false }),
  ],
);

/**
 * One row per (word, appointment slot): the posting lists, each read newest first along the
 * primary key (workshop, word, day, row, column). Closure markers (row -1) have none. No
 * foreign key: the trigger ties each posting to an appointment, which has one.
 */
export const archivePostings = pgTable(
  'archive_postings',
  {
    workshopId: integer('workshop_id').notNull(),
    word: text('word').notNull(),
    date: day('date').notNull(),
    row: integer('row').notNull(),
    column: smallint('column').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'archive_postings_pk',
      columns: [t.workshopId, t.word, t.date, t.row, t.column],
    }),
  ],
);
