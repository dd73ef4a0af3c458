/**
 * The desk's service worker is registered once the first screen has its data (README
 * "Performance", first visit): `registerWorkerWhenSettled` waits for the first moment no
 * query is fetching, then stops listening, so later fetches (a grid day change's prefetches)
 * wake nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

const register = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/register-worker', () => ({ registerWorkerWhenIdle: register }));

const { registerWorkerWhenSettled } = await import('./desk-watch');

/** A query whose answer the test releases. */
function pending(qc: QueryClient, key: string) {
  let release!: (v: string) => void;
  const done = qc.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((r) => (release = r)),
  });
  return { release: (v = 'ok') => release(v), done };
}

describe('registerWorkerWhenSettled', () => {
  afterEach(() => register.mockReset());

  it('registers at once when nothing is fetching', () => {
    registerWorkerWhenSettled(new QueryClient());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('waits for the fetches under way, then registers once and stops listening', async () => {
    const qc = new QueryClient();
    const first = pending(qc, 'session');
    const second = pending(qc, 'day');
    registerWorkerWhenSettled(qc);
    expect(register).not.toHaveBeenCalled();
    first.release();
    await first.done;
    expect(register).not.toHaveBeenCalled();
    second.release();
    await second.done;
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    const cache = qc.getQueryCache() as unknown as { listeners: Set<unknown> };
    expect(cache.listeners.size).toBe(0);
    // A later fetch (a day change's prefetch) does not call it again.
    const later = pending(qc, 'next-day');
    later.release();
    await later.done;
    await new Promise((r) => setTimeout(r, 10));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the desk unmounts first', async () => {
    const qc = new QueryClient();
    const first = pending(qc, 'session');
    const stop = registerWorkerWhenSettled(qc);
    stop();
    first.release();
    await first.done;
    await new Promise((r) => setTimeout(r, 10));
    expect(register).not.toHaveBeenCalled();
  });
});
