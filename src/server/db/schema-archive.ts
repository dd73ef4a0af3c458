/**
 * The archive's search index (spec 001 §2 archivio; docs/ARCHIVE.md), kept by PostgreSQL
 * itself — migration `0015_archive_postings`: a trigger on `appointments` writes both tables,
 * and `appointments.word_keys` (a generated column left out of the Drizzle schema, so no
 * whole-row select carries it) holds each appointment's word keys for the GIN index. The
 * application only reads them, through `archive_search` (`routes/archive/service.ts`).
 * Part of the schema (`schema.ts` re-exports it); `workshop_id` leads every key (Citus-ready).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { day } from './schema-columns';
import { workshops } from './schema';

/**
 * Every distinct word (space-separated part of `appointments.search_text`) a workshop's
 * appointments have held; `trigram_keys` (generated) are the keys of its 3-character parts,
 * which the GIN index answers "the words containing this part" from.
 */
export const archiveWords = pgTable(
  'archive_words',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    trigramKeys: bigint('trigram_keys', { mode: 'bigint' })
      .array()
      .notNull()
      .generatedAlwaysAs(sql`archive_trigram_keys("workshop_id", "word")`),
  },
  (t) => [
    primaryKey({ name: 'archive_words_pk', columns: [t.workshopId, t.word] }),
    // fastupdate off: migration 0016 (a search never reads a queue of pending entries).
    index('archive_words_trigram_idx').using('gin', t.trigramKeys).with({ fastupdate: false }),
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
