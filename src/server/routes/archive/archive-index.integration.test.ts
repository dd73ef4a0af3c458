/**
 * The archive's search index (docs/ARCHIVE.md; migrations `0015_archive_postings`,
 * `0016_archive_search_tuning`) against the
 * definition it must keep (spec 001 §2 archivio): the newest `ARCHIVE_LIMIT` appointments of
 * the workshop whose search text holds every word typed, closure markers left out. Seeded
 * data with many shared words, every path of `archive_search` drawn (one word; several; words
 * too common to look up), checked again after the grid's kinds of writes (edits, moves,
 * deletions) so the trigger's upkeep is held to the same definition.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { buildWorkshop } from '@server/test/factories';
import { appointments, archivePostings } from '@server/db/schema';
import { ARCHIVE_LIMIT } from '@shared/contracts/archive';
import { searchTokens } from '@shared/domain/search-text';
import { mulberry32 } from '@shared/domain/prng';
import { DEFAULT_TIMETABLE } from '@shared/domain/timetable';
import { containsPattern } from '@server/lib/like';
import { searchArchive } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const SURNAMES = [
  'ROSSI',
  'ROSSETTI',
  'GROSSO',
  'BIANCHI',
  'DE LUCA',
  'NICCOLÒ',
  'FERRARI',
  'FERRI',
];
const NAMES = ['MARIO', 'MARIA', 'LUCA', 'ANNA', 'MARINO'];
const MODELS = ['HONDA SH 125', 'PIAGGIO VESPA 125', 'YAMAHA T-MAX 530', 'KYMCO AGILITY 50'];

type Fields = { surname: string; phone: string; plate: string; model: string };

function fieldsOf(rand: () => number): Fields {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
  return {
    surname: `${pick(SURNAMES)} ${pick(NAMES)}`,
    // Many phones share "555": more than 64 distinct words hold it, so it only filters.
    phone: rand() < 0.5 ? `3${digits(2)}555${digits(4)}` : `3${digits(9)}`,
    plate: `${pick(['AB', 'CD', 'EF'])}${digits(3)}${pick(['XY', 'ZW'])}`,
    model: pick(MODELS),
  };
}

/** The definition: every row (closure markers aside) whose search text holds every word. */
async function expected(workshopId: number, q: string) {
  const rows = await ctx.database.db
    .select({
      id: appointments.id,
      date: appointments.date,
      row: appointments.row,
      column: appointments.column,
      text: appointments.searchText,
    })
    .from(appointments)
    .where(and(eq(appointments.workshopId, workshopId), gte(appointments.row, 0)));
  const tokens = searchTokens(q);
  const key = (r: { date: string; row: number; column: number }) =>
    `${r.date} ${String(r.row).padStart(4, '0')} ${r.column}`;
  const hits = rows
    .filter((r) => tokens.every((t) => r.text.includes(t)))
    .sort((a, b) => (key(a) < key(b) ? 1 : -1));
  return {
    ids: hits.slice(0, ARCHIVE_LIMIT).map((r) => r.id),
    truncated: hits.length > ARCHIVE_LIMIT,
  };
}

/** Queries drawn from the rows: fragments of one field, two fields, short words, misses. */
function queriesOf(rand: () => number, rows: Fields[]): string[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const part = (s: string, min: number) => {
    const len = min + Math.floor(rand() * (s.length - min + 1));
    const at = Math.floor(rand() * (s.length - len + 1));
    return s.slice(at, at + len);
  };
  const word = (s: string) => pick(s.split(' ').filter((w) => w.length >= 3));
  const fixed = [
    '555',
    '555 rossi',
    '555 ma',
    '555 9',
    '125 ma',
    'honda 125',
    'ross',
    'rossi mario',
    'de luca',
    'niccolo 125',
    '125',
    'zzqx',
  ];
  const drawn = Array.from({ length: 60 }, () => {
    const r = pick(rows);
    switch (Math.floor(rand() * 5)) {
      case 0:
        return part(word(r.surname), 3);
      case 1:
        return `${word(r.surname).toLowerCase()} ${part(r.plate, 2)}`;
      case 2:
        return part(r.phone, 3);
      case 3:
        return `${part(word(r.model), 3)} ${word(r.surname)} ${part(r.phone, 1)}`;
      default:
        return `${part(r.plate, 3)}`;
    }
  });
  return [...fixed, ...drawn];
}

/** `archive_search` itself with a small `limit`, so its capped paths are taken on few rows. */
async function idsWithLimit(workshopId: number, q: string, limit: number) {
  const tokens = searchTokens(q);
  const res = (await ctx.database.db.execute(
    sql`select id from archive_search(${workshopId}::integer, ${tokens.join(' ')}::text, ${tokens
      .map(containsPattern)
      .join(' ')}::text, ${limit}::integer)`,
  )) as unknown as { rows: { id: string | number }[] };
  return res.rows.map((r) => Number(r.id));
}

async function expectSameAsDefinition(workshopId: number, queries: string[]) {
  for (const q of queries) {
    const got = await searchArchive(ctx.database.db, workshopId, q, DEFAULT_TIMETABLE);
    const want = await expected(workshopId, q);
    expect({ q, ids: got.results.map((r) => r.id), truncated: got.truncated }).toEqual({
      q,
      ...want,
    });
    const few = await idsWithLimit(workshopId, q, 7);
    expect({ q, few }).toEqual({ q, few: want.ids.slice(0, 7) });
  }
}

describe('archive index', () => {
  it('answers as the definition does, before and after edits, moves and deletions', async () => {
    const rand = mulberry32(20261127);
    const w = await buildWorkshop(ctx.database.db);
    const other = await buildWorkshop(ctx.database.db);
    const slots = new Set<string>();
    const freeSlot = () => {
      for (;;) {
        const date = `2025-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(
          1 + Math.floor(rand() * 28),
        ).padStart(2, '0')}`;
        const row = Math.floor(rand() * 26);
        const column = 1 + Math.floor(rand() * 3);
        const k = `${date}/${row}/${column}`;
        if (!slots.has(k)) {
          slots.add(k);
          return { date, row, column };
        }
      }
    };
    const fields = Array.from({ length: 480 }, () => fieldsOf(rand));
    const values = fields.map((f) => ({ ...f, ...freeSlot(), vehicleType: 1 }));
    const inserted = await ctx.database.db
      .insert(appointments)
      .values(values.map((v) => ({ ...v, workshopId: w.id })))
      .returning({ id: appointments.id });
    // The same rows in another workshop: never among the answers.
    await ctx.database.db
      .insert(appointments)
      .values(values.map((v) => ({ ...v, workshopId: other.id })));
    // A closure marker holds words too; it is never an answer.
    await ctx.database.db
      .insert(appointments)
      .values({ workshopId: w.id, ...freeSlot(), row: -1, surname: 'ROSSI MARIO', vehicleType: 1 });

    const queries = queriesOf(rand, fields);
    await expectSameAsDefinition(w.id, queries);

    const ids = inserted.map((r) => r.id);
    for (const id of ids.slice(0, 60)) {
      await ctx.database.db
        .update(appointments)
        .set(fieldsOf(rand))
        .where(and(eq(appointments.workshopId, w.id), eq(appointments.id, id)));
    }
    for (const id of ids.slice(60, 100)) {
      await ctx.database.db
        .update(appointments)
        .set(freeSlot())
        .where(and(eq(appointments.workshopId, w.id), eq(appointments.id, id)));
    }
    await ctx.database.db
      .delete(appointments)
      .where(and(eq(appointments.workshopId, w.id), inArray(appointments.id, ids.slice(100, 140))));
    // A status change alone leaves the postings as they were.
    await ctx.database.db
      .update(appointments)
      .set({ status: 2 })
      .where(and(eq(appointments.workshopId, w.id), inArray(appointments.id, ids.slice(140, 200))));

    await expectSameAsDefinition(w.id, queries);
    await expectSameAsDefinition(w.id, queriesOf(rand, fields.slice(0, 100)));
  });

  it('keeps one posting per word and slot: none for closures, none left by a deletion', async () => {
    const w = await buildWorkshop(ctx.database.db);
    const [a] = await ctx.database.db
      .insert(appointments)
      .values({
        workshopId: w.id,
        date: '2025-03-04',
        row: 2,
        column: 1,
        surname: 'ROSSI ROSSI',
        phone: '3331112222',
        plate: 'AB123CD',
        model: 'HONDA SH 125',
        vehicleType: 1,
      })
      .returning();
    await ctx.database.db.insert(appointments).values({
      workshopId: w.id,
      date: '2025-03-04',
      row: -1,
      column: 1,
      surname: 'CHIUSO',
      vehicleType: 1,
    });
    const postings = () =>
      ctx.database.db
        .select({ word: archivePostings.word, row: archivePostings.row })
        .from(archivePostings)
        .where(eq(archivePostings.workshopId, w.id))
        .orderBy(archivePostings.word);
    expect((await postings()).map((p) => p.word)).toEqual([
      '125',
      '3331112222',
      'ab123cd',
      'honda',
      'rossi',
      'sh',
    ]);
    await ctx.database.db
      .update(appointments)
      .set({ row: 5, model: 'VESPA' })
      .where(and(eq(appointments.workshopId, w.id), eq(appointments.id, a!.id)));
    expect(await postings()).toEqual(
      ['3331112222', 'ab123cd', 'rossi', 'vespa'].map((word) => ({ word, row: 5 })),
    );
    await ctx.database.db
      .delete(appointments)
      .where(and(eq(appointments.workshopId, w.id), eq(appointments.id, a!.id)));
    expect(await postings()).toEqual([]);
  });

  it('has GIN indexes that take new entries at once: no pending list for a search to read', async () => {
    // With PostgreSQL's default (fastupdate on) every grid write would queue entries that
    // each search then reads in full until VACUUM folds them in (migration 0016).
    const res = (await ctx.database.db.execute(
      sql`select c.relname as name, array_to_string(c.reloptions, ',') as options
            from pg_class c
           where c.relname in ('appointments_word_keys_idx', 'archive_words_part_idx')
           order by c.relname`,
    )) as unknown as { rows: { name: string; options: string | null }[] };
    expect(res.rows).toEqual([
      { name: 'appointments_word_keys_idx', options: 'fastupdate=off' },
      { name: 'archive_words_part_idx', options: 'fastupdate=off' },
    ]);
  });
});
