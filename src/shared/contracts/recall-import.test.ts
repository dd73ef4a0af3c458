/**
 * The import's cheap row check gives the schema's verdict, and the route's body schema
 * (`importBodySchema`, rows unchecked) refuses what `importInputSchema` refuses with the same
 * first issue and documents the same JSON Schema: `isImportRow` against
 * `importRowSchema.safeParse` on 20,000 seeded random rows (good ones, wrong lengths, wrong
 * types, texts around each column's limit with surrogate pairs and lone surrogates).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mulberry32 } from '@shared/domain/prng';
import {
  IMPORT_MAX_ROWS,
  IMPORT_ROW_MAX,
  importBodySchema,
  importInputSchema,
  importRowSchema,
  isImportRow,
} from './recall-import';

const PIECES = ['a', '3', ' ', '😀', '\ud83d', '\ude00', 'è', '\t', '\\'];

/** A random string of about `max` code points (below, at or just over the limit). */
function text(rnd: () => number, max: number): string {
  const n = Math.max(0, max + Math.floor(rnd() * 7) - 4);
  let s = '';
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(rnd() * PIECES.length)];
  return s;
}

/** A random value that is not a string. */
function other(rnd: () => number): unknown {
  const values = [null, 0, 12, true, false, {}, [], ['a'], { 0: 'a' }];
  return values[Math.floor(rnd() * values.length)];
}

/** A random row: mostly four strings near their limits, else a wrong shape or type. */
function randomRow(rnd: () => number): unknown {
  const kind = rnd();
  if (kind < 0.05) return other(rnd);
  if (kind < 0.1) return 'a,b,c,d';
  const length = kind < 0.2 ? Math.floor(rnd() * 7) : 4;
  return Array.from({ length }, (_, i) =>
    rnd() < 0.05 ? other(rnd) : text(rnd, IMPORT_ROW_MAX[i] ?? 10),
  );
}

describe('isImportRow', () => {
  it("gives importRowSchema's verdict on 20,000 seeded random rows", () => {
    const rnd = mulberry32(4);
    let good = 0;
    for (let i = 0; i < 20_000; i++) {
      const row = randomRow(rnd);
      const expected = importRowSchema.safeParse(row).success;
      expect(isImportRow(row), JSON.stringify(row)).toBe(expected);
      if (expected) good++;
    }
    // Both verdicts are well represented.
    expect(good).toBeGreaterThan(4_000);
    expect(good).toBeLessThan(16_000);
  });

  it('counts code points as zod does: a pair is one, a lone surrogate one', () => {
    const plate = (s: string) => ['3331234567', '202611', s, 'FIAT'];
    for (const s of [
      '😀'.repeat(10),
      '😀'.repeat(10) + 'A',
      '\ud83d'.repeat(20),
      '\ud83d'.repeat(21),
    ]) {
      expect(isImportRow(plate(s)), s).toBe(importRowSchema.safeParse(plate(s)).success);
    }
    expect(isImportRow(plate('😀'.repeat(20)))).toBe(true);
    expect(isImportRow(plate('😀'.repeat(20) + 'A'))).toBe(false);
  });
});

describe('importBodySchema', () => {
  const first = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0];

  it("refuses with importInputSchema's first issue, on seeded random bodies", () => {
    const rnd = mulberry32(9);
    const names: unknown[] = ['YAP', ' ', '', 'a\nb', 'x'.repeat(101), 5];
    for (let i = 0; i < 2_000; i++) {
      const body = {
        name: names[Math.floor(rnd() * names.length)],
        channel: rnd() < 0.9 ? 'sms' : 'fax',
        text: rnd() < 0.9 ? 'richiami' : 'altro',
        rows:
          rnd() < 0.05
            ? 'rows'
            : Array.from({ length: Math.floor(rnd() * 4) }, () => randomRow(rnd)),
      };
      const loose = importBodySchema.safeParse(body);
      const strict = importInputSchema.safeParse(body);
      // Refused by the route's schema → the same first issue; accepted → the rows decide.
      if (!loose.success) expect(first(loose)).toEqual(first(strict));
      else expect(strict.success).toBe((body.rows as unknown[]).every(isImportRow));
    }
  });

  it('answers too many rows as importInputSchema does, even with a wrong row among them', () => {
    const rows: unknown[] = Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => ['3', '2', 'A', 'B']);
    rows[5] = 5;
    const body = { name: 'YAP', channel: 'sms', text: 'richiami', rows };
    expect(first(importBodySchema.safeParse(body))).toEqual(
      first(importInputSchema.safeParse(body)),
    );
  });

  it("documents importInputSchema's JSON Schema (OpenAPI body unchanged)", () => {
    for (const target of ['openapi-3.0', 'draft-7', 'draft-2020-12'] as const) {
      const json = (s: z.ZodType) => z.toJSONSchema(s, { target, io: 'input' });
      expect(json(importBodySchema)).toEqual(json(importInputSchema));
    }
  });
});
