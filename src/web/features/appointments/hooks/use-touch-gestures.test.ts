import { describe, expect, it } from 'vitest';
import { swipeDirection } from './use-touch-gestures';

describe('swipeDirection (spec 000 §2, swipe delta 130 px)', () => {
  it('left goes to the next day, right to the previous', () => {
    expect(swipeDirection(-200, 10)).toBe(1);
    expect(swipeDirection(200, -10)).toBe(-1);
  });
  it('needs more than 130 px', () => {
    expect(swipeDirection(-130, 0)).toBe(0);
    expect(swipeDirection(131, 0)).toBe(-1);
  });
  it('ignores moves where the vertical scroll dominates', () => {
    expect(swipeDirection(-200, 250)).toBe(0);
  });
});
