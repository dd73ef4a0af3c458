/**
 * GET /recalls writes its JSON text itself (`@server/domain/recalls/list-json.ts`, README
 * "Performance", recall list); the campaigns are made from `recallItems` and
 * `filterRecalls`. These tests hold the two to the same answer on awkward rows (blanks,
 * characters JSON escapes, addresses around the 20-character rule), for every combination
 * of the four filters; under NODE_ENV=test `route()` also checks the text against the
 * contract (`@server/http/json-text`). Both read `recallRows`, the driver's arrays: the last
 * test holds those to Drizzle's own mapped rows of the same month, column by column.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@shared/contracts/recalls';
import { mulberry32 } from '@shared/domain/prng';
import { filterRecalls, type RecallFilterSet } from '@shared/domain/recalls';
import { appointments, recalls } from '@server/db/schema';
import { recallItems, recallRows } from '@server/domain/recalls/list-service';
import { buildAppointment, buildRecall, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

// Addresses around the 20-character threshold of `isValidAddress` (trimmed, UTF-16 length).
const ADDRESSES = [
  '',
  'VIA ROMA 1',
  'VIA DEL CORSO 12, 00186 ROMA',
  '12345678901234567890', // exactly 20
  '1234567890123456789', // 19
  '\u00a0 1234567890123456789\t\n', // 19 once trimmed
  '\u3000\ufeff12345678901234567890\u2028', // 20 once trimmed
  '1234567890 \u00a0\u2003 234567', // inner blanks count
  '😀😀😀😀😀😀😀😀😀😀', // 10 characters, 20 UTF-16 units
  '😀😀😀😀😀😀😀😀😀', // 18 units
  ' VIA ÀÈÌÒÙ 😀 ÇÑ 9 ', // mixed
  'VIA "QUOTE" \\ BACKSLASH \u0007',
];
const PHONES = [
  '3331234567',
  '333123456',
  '33312345678',
  '33312345',
  '0612345678',
  '+393331234567',
  '3331234567 ',
  '',
];

const TRI = ['any', 'si', 'no'] as const;
const COMBINATIONS: RecallFilterSet[] = TRI.flatMap((sms) =>
  TRI.flatMap((phone) =>
    TRI.flatMap((letter) => TRI.map((address) => ({ sms, phone, letter, address }))),
  ),
);

describe('GET /recalls as JSON text', () => {
  it('answers what the shared rules answer, for every filter combination', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    let n = 0;
    for (const address of ADDRESSES)
      for (const phone of PHONES) {
        n++;
        await buildAppointment(db, w.id, {
          date: `2024-11-${String((n % 28) + 1).padStart(2, '0')}`,
          status: n % 2 === 0 ? 2 : 3,
          row: n % 5,
          column: (n % 3) + 1,
          vehicleType: n % 3,
          address,
          phone,
          holder: `TITOLARE "${n}"`,
          recallStatus: n % 3,
          letter: n % 4 === 0 ? 0 : n % 3,
        });
      }
    // Annual inspections of year + 1, and manual recalls of the due month, names out of order.
    for (const [i, phone] of PHONES.entries()) {
      await buildAppointment(db, w.id, { date: '2025-11-03', status: 2, vehicleType: 2, phone });
      await buildRecall(db, w.id, {
        dueMonth: '2026-11-01',
        surname: `ROSSI ${String.fromCharCode(90 - i)}`,
        phone,
        recallStatus: i % 3,
      });
    }
    const rows = await recallItems(db, w.id, 2024, 11);
    expect(rows.length).toBe(ADDRESSES.length * PHONES.length * (2 / 3) + 2 * PHONES.length);
    for (const filters of COMBINATIONS) {
      const res = await w.call(c.listRecalls, { query: { year: 2024, month: 11, ...filters } });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(rows.length);
      // Same rows, same order (inspections by day, row, column, then manual ones by name).
      expect(res.body.items, JSON.stringify(filters)).toEqual(filterRecalls(rows, filters));
    }
  });

  it('answers an empty month with no items', async () => {
    const w = await signedInWorkshop(ctx);
    const res = await w.call(c.listRecalls, {
      query: { year: 2030, month: 1, sms: 'si', phone: 'any', letter: 'any', address: 'any' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      year: 2030,
      month: 1,
      dueMonth: '2032-01-01',
      campaignName: 'RICHIAMI GENNAIO 2032',
      total: 0,
      items: [],
    });
  });
});

describe('recallRows', () => {
  it("equals Drizzle's mapped rows, filtered and ordered as the month's list (seeded)", async () => {
    const next = mulberry32(1805);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    const db = ctx.database.db;
    const w = await buildWorkshop(db);
    const other = await buildWorkshop(db);
    // Days in and just outside the biennial (Nov 2024) and annual (Nov 2025) months.
    const DAYS = ['2024-10-31', '2024-11-01', '2024-11-15', '2024-11-30', '2024-12-01'].flatMap(
      (d) => [d, d.replace('2024', '2025')],
    );
    const TEXTS = ['ROSSI', 'ÀÈ "Q" \\ 😀', '', 'VIA DEL CORSO 12, 00186 ROMA', '3331234567'];
    const taken = new Set<string>();
    for (let i = 0; i < 150; i++) {
      const date = pick(DAYS);
      const row = Math.floor(next() * 27) - 1; // -1 is a closed day's marker row
      const column = 1 + Math.floor(next() * 3);
      const workshopId = next() < 0.8 ? w.id : other.id;
      const cell = `${workshopId} ${date} ${row} ${column}`;
      if (taken.has(cell)) continue;
      taken.add(cell);
      await buildAppointment(db, workshopId, {
        date,
        row,
        column,
        status: Math.floor(next() * 5),
        vehicleType: Math.floor(next() * 3),
        surname: `${pick(TEXTS)} ${i}`,
        phone: pick(TEXTS),
        model: pick(TEXTS),
        plate: `P${i}`,
        holder: pick(TEXTS),
        address: pick(TEXTS),
        recallStatus: Math.floor(next() * 3),
        letter: Math.floor(next() * 3),
      });
    }
    for (let i = 0; i < 20; i++)
      await buildRecall(db, next() < 0.8 ? w.id : other.id, {
        dueMonth: pick(['2026-10-01', '2026-11-01', '2026-12-01']),
        surname: `${pick(['ROSSI', 'BIANCHI', 'ÀLFA'])} ${Math.floor(next() * 4)}`,
        phone: pick(TEXTS),
        model: pick(TEXTS),
        plate: `R${i}`,
        recallStatus: Math.floor(next() * 3),
      });

    const inMonth = (date: string, from: string) =>
      date >= from && date < from.replace(/-11-/, '-12-');
    const expectedInspections = (
      await db
        .select()
        .from(appointments)
        .where(eq(appointments.workshopId, w.id))
        .orderBy(asc(appointments.date), asc(appointments.row), asc(appointments.column))
    )
      .filter(
        (a) =>
          (a.status === 2 || a.status === 3) &&
          a.row >= 0 &&
          (a.vehicleType === 2 ? inMonth(a.date, '2025-11-01') : inMonth(a.date, '2024-11-01')),
      )
      .map((a) => [
        a.id,
        a.surname,
        a.phone,
        a.model,
        a.plate,
        a.holder,
        a.address,
        a.date,
        a.vehicleType,
        a.recallStatus,
        a.letter,
      ]);
    const expectedManual = (
      await db
        .select()
        .from(recalls)
        .where(eq(recalls.workshopId, w.id))
        .orderBy(asc(recalls.surname), asc(recalls.id))
    )
      .filter((r) => r.dueMonth === '2026-11-01')
      .map((r) => [r.id, r.surname, r.phone, r.model, r.plate, r.recallStatus]);
    expect(expectedInspections.length).toBeGreaterThan(5);
    expect(expectedManual.length).toBeGreaterThan(1);

    const { inspections, manual } = await recallRows(db, w.id, 2024, 11);
    // Ids come as the driver hands them (text on node-postgres): compared as numbers.
    const numbered = (rows: readonly (readonly unknown[])[]) =>
      rows.map(([id, ...rest]) => [Number(id), ...rest]);
    expect(numbered(inspections)).toEqual(expectedInspections);
    expect(numbered(manual)).toEqual(expectedManual);
  });
});
