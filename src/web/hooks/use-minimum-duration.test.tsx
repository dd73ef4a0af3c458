/** Loading screens stay at least 500 ms once shown (spec 000 §9, 001 §4). */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_SCREEN_MIN_MS, useMinimumDuration } from './use-minimum-duration';

const MIN = LOADING_SCREEN_MIN_MS;

function setup(delayMs: number, active = true) {
  return renderHook(({ on }) => useMinimumDuration(on, MIN, delayMs), {
    initialProps: { on: active },
  });
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useMinimumDuration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a loader that appeared for 500 ms, however soon the data arrives', () => {
    const view = setup(0);
    advance(0); // the indicator is up
    advance(50);
    view.rerender({ on: false }); // data after 50 ms
    expect(view.result.current).toBe(true);
    advance(MIN - 50 - 1);
    expect(view.result.current).toBe(true);
    advance(1);
    expect(view.result.current).toBe(false);
  });

  it('does not hold a load that ended before the loader appeared (no flash, no wait)', () => {
    const view = setup(1000);
    advance(999);
    view.rerender({ on: false });
    expect(view.result.current).toBe(false);
    advance(MIN * 2);
    expect(view.result.current).toBe(false);
  });

  it('counts the 500 ms from when the delayed loader appeared', () => {
    const view = setup(1000);
    advance(1100); // shown at 1000
    view.rerender({ on: false });
    expect(view.result.current).toBe(true);
    advance(399);
    expect(view.result.current).toBe(true);
    advance(1);
    expect(view.result.current).toBe(false);
  });

  it('adds nothing to a load that outlasted the minimum', () => {
    const view = setup(0);
    advance(0);
    advance(MIN + 200);
    view.rerender({ on: false });
    expect(view.result.current).toBe(true); // the effect's timer of 0 ms is still due
    advance(0);
    expect(view.result.current).toBe(false);
  });

  it('is false from the start when nothing loads', () => {
    const view = setup(0, false);
    expect(view.result.current).toBe(false);
    advance(MIN);
    expect(view.result.current).toBe(false);
  });
});
