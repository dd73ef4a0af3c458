/**
 * The grid's date in the URL (spec 000 §2, `?data=`): a day change shows at once and the URL
 * follows in a task after the frame (bench/README.md "Day change in the grid"), once for the
 * last date of a run of presses, never over a navigation made meanwhile, and at once when the
 * grid unmounts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HashRouter } from 'react-router';
import { useGridDate } from './use-grid-date';

const wrapper = ({ children }: { children: ReactNode }) => <HashRouter>{children}</HashRouter>;

/** Runs the next animation frame, then the timers it scheduled. */
function nextFrame() {
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  window.history.replaceState(null, '', '/#/user/appuntamenti?data=2031-03-04');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useGridDate', () => {
  it('reads the date from the URL and writes a new one after the frame, not in the same task', () => {
    const { result } = renderHook(() => useGridDate('2031-01-01'), { wrapper });
    expect(result.current.date).toBe('2031-03-04');
    act(() => result.current.setDate('2031-03-05'));
    expect(result.current.date).toBe('2031-03-05');
    expect(window.location.hash).toBe('#/user/appuntamenti?data=2031-03-04');
    nextFrame();
    expect(window.location.hash).toBe('#/user/appuntamenti?data=2031-03-05');
  });

  it('rewrites the URL once for a run of presses before the frame, with the last date', () => {
    const { result } = renderHook(() => useGridDate('2031-01-01'), { wrapper });
    nextFrame();
    const replace = vi.spyOn(window.history, 'replaceState');
    act(() => result.current.setDate('2031-03-05'));
    act(() => result.current.setDate('2031-03-06'));
    act(() => result.current.setDate('2031-03-07'));
    nextFrame();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/user/appuntamenti?data=2031-03-07');
  });

  it('drops the rewrite when the URL changed before it (a navigation wins)', () => {
    const { result } = renderHook(() => useGridDate('2031-01-01'), { wrapper });
    nextFrame();
    act(() => result.current.setDate('2031-03-05'));
    window.history.pushState(null, '', '/#/user/rubrica');
    nextFrame();
    expect(window.location.hash).toBe('#/user/rubrica');
  });

  it('writes the waiting date at once when the grid unmounts', () => {
    const { result, unmount } = renderHook(() => useGridDate('2031-01-01'), { wrapper });
    nextFrame();
    act(() => result.current.setDate('2031-03-05'));
    unmount();
    expect(window.location.hash).toBe('#/user/appuntamenti?data=2031-03-05');
  });
});
