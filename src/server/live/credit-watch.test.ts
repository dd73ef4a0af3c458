import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreditWatch } from './credit-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(open: number[] = [7]) {
  let credit: number | null = 1000;
  const reads: number[] = [];
  const delivered: number[] = [];
  const watch = new CreditWatch({
    readCredit: async (id) => {
      reads.push(id);
      return credit;
    },
    workshops: () => open,
    deliver: (id, event) => {
      expect(event).toEqual({ type: 'credit' });
      delivered.push(id);
    },
    debounceMs: 10_000,
    maxWaitMs: 60_000,
    fallbackMs: 1_800_000,
  });
  return { watch, reads, delivered, setCredit: (c: number | null) => (credit = c) };
}

describe('CreditWatch', () => {
  it('re-reads once after a burst of sends, pushing only a new value', async () => {
    const { watch, reads, delivered, setCredit } = setup();
    for (let i = 0; i < 3; i++) {
      watch.touch(7);
      await vi.advanceTimersByTimeAsync(3000);
    }
    expect(reads).toEqual([]); // still within 10 s of the last send
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toEqual([7]);
    expect(delivered).toEqual([7]); // first value read: pushed

    watch.touch(7);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toEqual([7, 7]);
    expect(delivered).toEqual([7]); // unchanged: nothing pushed

    setCredit(990);
    watch.touch(7);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(delivered).toEqual([7, 7]);

    setCredit(null); // lookup failed: the box must show "errore"
    await watch.check(7);
    expect(delivered).toEqual([7, 7, 7]);
    watch.stop();
  });

  it('a campaign sending every 3 s is read at most once a minute (max wait)', async () => {
    const { watch, reads } = setup();
    for (let t = 0; t < 120_000; t += 3000) {
      watch.touch(7);
      await vi.advanceTimersByTimeAsync(3000);
    }
    expect(reads.length).toBe(2);
    watch.stop();
  });

  it('ignores workshops with no open desk on this instance', async () => {
    const { watch, reads } = setup([]);
    watch.touch(7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toEqual([]);
    watch.stop();
  });

  it('the fallback timer re-reads the open workshops every 30 minutes', async () => {
    const { watch, reads, delivered, setCredit } = setup([7, 8]);
    watch.start();
    await vi.advanceTimersByTimeAsync(1_799_000);
    expect(reads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toEqual([7, 8]);
    expect(delivered).toEqual([7, 8]);
    setCredit(500); // bought or spent elsewhere
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(delivered).toEqual([7, 8, 7, 8]);
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(delivered).toEqual([7, 8, 7, 8]);
    watch.stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(reads).toHaveLength(6);
  });
});
