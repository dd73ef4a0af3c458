/**
 * The one memory-reducing collection after start-up (README "Performance", idle memory): run
 * once the event loop was idle over an interval, retried while busy, never more than once.
 */
import type { EventLoopUtilization } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exposeGc, releaseStartupMemory } from './startup-memory';

/** A utilisation source answering `values` in turn for each interval asked. */
function busyness(values: number[]) {
  let i = 0;
  return (previous?: EventLoopUtilization): EventLoopUtilization =>
    ({
      idle: 0,
      active: 0,
      utilization: previous ? (values[i++] ?? 0) : 0,
    }) as EventLoopUtilization;
}

describe('releaseStartupMemory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collects once, with the memory-reducing flavour, when the loop was idle', () => {
    const gc = vi.fn();
    releaseStartupMemory({ gc, utilization: busyness([0.01]), firstAfterMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gc).toHaveBeenCalledExactlyOnceWith({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    });
    vi.advanceTimersByTime(60_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('waits while the server is busy, and gives up after its tries', () => {
    const gc = vi.fn();
    releaseStartupMemory({
      gc,
      utilization: busyness([0.5, 0.3, 0.02]),
      firstAfterMs: 1000,
      retryEveryMs: 500,
    });
    vi.advanceTimersByTime(1500);
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(gc).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    releaseStartupMemory({
      gc: never,
      utilization: busyness([0.9, 0.9, 0.9, 0.9]),
      firstAfterMs: 100,
      retryEveryMs: 100,
      maxTries: 3,
    });
    vi.advanceTimersByTime(10_000);
    expect(never).not.toHaveBeenCalled();
  });

  it('can be cancelled before it runs', () => {
    const gc = vi.fn();
    const cancel = releaseStartupMemory({ gc, utilization: busyness([0]), firstAfterMs: 100 });
    cancel();
    vi.advanceTimersByTime(1000);
    expect(gc).not.toHaveBeenCalled();
  });

  it("takes V8's gc without --expose-gc on the command line", () => {
    const gc = exposeGc();
    expect(typeof gc).toBe('function');
    expect(() => gc!({ type: 'minor' })).not.toThrow();
  });
});
