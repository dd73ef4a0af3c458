import { describe, expect, it } from 'vitest';
import { mulberry32, seedOf } from './prng';

describe('mulberry32', () => {
  it('repeats for a seed, differs between seeds, stays in [0, 1)', () => {
    const a = Array.from({ length: 5 }, mulberry32(42));
    expect(Array.from({ length: 5 }, mulberry32(42))).toEqual(a);
    expect(Array.from({ length: 5 }, mulberry32(43))).not.toEqual(a);
    const many = Array.from({ length: 10_000 }, mulberry32(7));
    expect(Math.min(...many)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...many)).toBeLessThan(1);
  });

  it('seeds from text deterministically', () => {
    expect(seedOf('2026-11-21')).toBe(seedOf('2026-11-21'));
    expect(seedOf('2026-11-21')).not.toBe(seedOf('2026-11-22'));
  });
});
