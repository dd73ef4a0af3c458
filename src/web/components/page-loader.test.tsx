/** A Suspense fallback's loader, once shown, waits 500 ms for the code (spec 000 §9). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@web/test/render';
import { afterVisibleLoaders, PageLoader } from './page-loader';

describe('afterVisibleLoaders', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = async (p: Promise<unknown>) => {
    let done = false;
    void p.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return () => done;
  };

  it('lets code through at once while no loader shows (or is about to)', async () => {
    expect((await settled(afterVisibleLoaders('x')))()).toBe(true);
    const view = renderWithMantine(<PageLoader delayMs={1000} />);
    const done = await settled(afterVisibleLoaders('x'));
    expect(done()).toBe(true);
    view.unmount();
  });

  it('holds code until a shown loader has been up 500 ms', async () => {
    const view = renderWithMantine(<PageLoader delayMs={1000} />);
    await vi.advanceTimersByTimeAsync(1100); // shown at 1000
    const done = await settled(afterVisibleLoaders('x'));
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(399);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    view.unmount();
  });

  it('counts a loader due within a moment as shown', async () => {
    const view = renderWithMantine(<PageLoader delayMs={1000} />);
    await vi.advanceTimersByTimeAsync(950); // due at 1000: it would flash while the page renders
    const done = await settled(afterVisibleLoaders('x'));
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(550);
    expect(done()).toBe(true);
    view.unmount();
  });
});
