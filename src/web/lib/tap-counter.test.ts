import { describe, expect, it } from 'vitest';
import { createTapCounter } from './tap-counter';

describe('createTapCounter (spec 000 §2 seven taps, §6 logo taps)', () => {
  it('fires on the fifth tap within the window and then starts over', () => {
    let t = 0;
    const c = createTapCounter(5, 3000, () => t);
    const results = [0, 200, 400, 600, 800].map((ms) => ((t = ms), c.tap()));
    expect(results).toEqual([false, false, false, false, true]);
    t = 900;
    expect(c.tap()).toBe(false);
  });

  it('forgets taps older than the window', () => {
    let t = 0;
    const c = createTapCounter(3, 1000, () => t);
    c.tap();
    t = 500;
    c.tap();
    t = 1600; // the first two are now too old
    expect(c.tap()).toBe(false);
    t = 1700;
    expect(c.tap()).toBe(false);
    t = 1800;
    expect(c.tap()).toBe(true);
  });
});
