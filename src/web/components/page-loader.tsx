/**
 * A centred loader for screens that are still loading (spec 000 §2 "loading state", §9
 * "Loading indicator after 1 s; loading screens wait 500 ms", 001 §4): nothing for the
 * first `delayMs`, then the indicator, which stays at least `LOADING_SCREEN_MIN_MS` once it
 * is up — a loader never flashes.
 *
 * Two ways to hold it:
 * - a screen that renders the loader while its data loads asks `useLoadingScreen(pending,
 *   delayMs)` whether to keep rendering it (the same `delayMs` as the loader's);
 * - a Suspense fallback cannot be held by its parent, so lazily loaded code passes through
 *   `afterVisibleLoaders`, which waits until every loader on screen has been up 500 ms.
 */
import { useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { SHELL_TEXTS as T } from '@web/config/texts';
import { LOADING_SCREEN_MIN_MS, useMinimumDuration } from '@web/hooks/use-minimum-duration';

/** The indicator's default delay, ms (spec 000 §9: indicator after 1 s). */
export const PAGE_LOADER_DELAY_MS = 1000;

/** When each loader now showing its indicator appeared (`Date.now()`, ms). */
const shownSince = new Set<{ at: number }>();

/**
 * Resolves with `value` once every loader now on screen has been up
 * `LOADING_SCREEN_MIN_MS` (at once when none is): for `lazy()` imports whose Suspense
 * fallback is a `PageLoader`, so the fallback does not vanish after a flash.
 */
export function afterVisibleLoaders<T>(value: T): Promise<T> {
  const newest = Math.max(0, ...[...shownSince].map((s) => s.at));
  const left = newest + LOADING_SCREEN_MIN_MS - Date.now();
  if (shownSince.size === 0 || left <= 0) return Promise.resolve(value);
  return new Promise((resolve) => setTimeout(() => resolve(value), left));
}

/**
 * Whether a screen loading its data (`pending`) should still render its `PageLoader` of
 * `delayMs`: while pending, and until the loader, once shown, has been up 500 ms.
 */
export function useLoadingScreen(pending: boolean, delayMs = PAGE_LOADER_DELAY_MS): boolean {
  return useMinimumDuration(pending, LOADING_SCREEN_MIN_MS, delayMs);
}

/** Shows the loader only after `delayMs` (spec 000 §9: indicator after 1 s), to avoid flashes. */
export function PageLoader({
  delayMs = PAGE_LOADER_DELAY_MS,
  fullScreen = false,
}: {
  delayMs?: number;
  fullScreen?: boolean;
}) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const t = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(t);
  }, [delayMs]);
  useEffect(() => {
    if (!visible) return;
    const entry = { at: Date.now() };
    shownSince.add(entry);
    return () => void shownSince.delete(entry);
  }, [visible]);
  return (
    <Center h={fullScreen ? '100dvh' : 240} aria-busy="true">
      {visible && <Loader role="status" aria-label={T.loading} />}
    </Center>
  );
}
