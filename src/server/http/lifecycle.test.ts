/** The drain state and the SSE retry hint (README "Graceful restart"). */
import { describe, expect, it } from 'vitest';
import { Lifecycle, RETRY_HINT_MS, retryHint } from './lifecycle';

describe('Lifecycle', () => {
  it('runs the drain listeners once, and at once for a late one', () => {
    const l = new Lifecycle();
    const calls: string[] = [];
    l.onDrain(() => calls.push('a'));
    const off = l.onDrain(() => calls.push('b'));
    l.onDrain(() => {
      throw new Error('a failing listener stops nothing');
    });
    off();
    expect(l.draining).toBe(false);
    l.startDraining();
    l.startDraining();
    expect(l.draining).toBe(true);
    l.onDrain(() => calls.push('late'));
    expect(calls).toEqual(['a', 'late']);
  });
});

describe('retryHint', () => {
  it('spreads reconnections over the hint range, as an SSE field with its blank line', () => {
    expect(retryHint(0)).toBe(`retry: ${RETRY_HINT_MS.min}\n\n`);
    expect(retryHint(0.999999)).toBe(`retry: ${RETRY_HINT_MS.max}\n\n`);
    expect(retryHint()).toMatch(/^retry: \d+\n\n$/);
  });
});
