/**
 * The input guard's shortcut for JSON bodies (README "Limits and hardening"): a body whose
 * text `mayHoldUnsafeText` clears is only checked for depth (`tooDeep`), so the clearing
 * must never miss what the full walk (`findUnsafeField`) would refuse.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@shared/domain/prng';
import { MAX_DEPTH, findUnsafeField, mayHoldUnsafeText, tooDeep } from './input-guard';

// Characters around every boundary of `hasUnsafeChars`, and the escapes JSON writes.
const POOL = [
  'a',
  'è',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001f',
  '\u007e',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
  '\u00a0',
  '\u2028',
  '\ud800',
  '\udfff',
  '😀',
  '"',
  '\\',
];
const ESCAPES = [
  '\\b',
  '\\f',
  '\\n',
  '\\t',
  '\\"',
  '\\\\',
  '\\/',
  '\\u0041',
  '\\u0000',
  '\\ud83d\\ude00',
];

describe('mayHoldUnsafeText', () => {
  it('clears no JSON text whose parsed strings or keys the full walk refuses', () => {
    const random = mulberry32(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let cleared = 0;
    let refused = 0;
    for (let i = 0; i < 5000; i++) {
      // A string from the pool, written by JSON.stringify (escapes C0 and lone surrogates,
      // leaves DEL and C1 raw), with hand-written escapes spliced in.
      const value = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(POOL)).join('');
      const literal = JSON.stringify(value).slice(1, -1);
      const text = `{"${random() < 0.5 ? 'k' : literal}": ["${literal}${random() < 0.3 ? pick(ESCAPES) : ''}"]}`;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        continue;
      }
      const walk = findUnsafeField(parsed, 'dati');
      if (walk !== null) refused++;
      if (!mayHoldUnsafeText(text)) {
        cleared++;
        expect(walk, text).toBeNull();
      }
    }
    // Both kinds occur, so the loop really compared.
    expect(cleared).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
  });

  it('flags raw DEL and C1 controls, and the escapes that can write a control', () => {
    for (const text of ['"\u007f"', '"\u0085"', '"\\u0041"', '"\\b"', '"\\f"'])
      expect(mayHoldUnsafeText(text), text).toBe(true);
    for (const text of ['"abc è 😀"', '"a\\nb\\tc\\r"', '{"x": [1, 2, {"y": "\\"q\\""}]}'])
      expect(mayHoldUnsafeText(text), text).toBe(false);
  });
});

describe('tooDeep', () => {
  it('gives the full walk verdict on depth, for arrays and objects', () => {
    const nested = (depth: number, object: boolean): unknown => {
      let v: unknown = 'x';
      for (let d = 0; d < depth; d++) v = object ? { k: v } : [v];
      return v;
    };
    for (const object of [false, true])
      for (const depth of [1, MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, 200]) {
        const value = nested(depth, object);
        expect(tooDeep(value), `${depth} ${object}`).toBe(findUnsafeField(value, 'dati') === '');
        // The same nesting as the last of many siblings, below a wide array and an object.
        const wide = { rows: [...Array.from({ length: 1000 }, (_, i) => [String(i)]), value] };
        expect(tooDeep(wide), `wide ${depth} ${object}`).toBe(findUnsafeField(wide, 'dati') === '');
      }
  });
});
