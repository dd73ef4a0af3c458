/**
 * GET `/api/appointments?date=` (contract `getDay`): one day of the grid. Query key
 * `dayKeys.day(date)`; kept fresh for 30 s so moving between neighbouring days
 * repaints from the cache at once (issue: keypress-to-paint ≤ 30 ms).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getDay } from '@shared/contracts/appointments';
import { addDays } from '@shared/domain/iso-date';
import { call } from '@web/lib/api-client';
import { dayKeys } from '@web/data/keys';
import { afterPaint } from '../lib/after-paint';

/** How long a fetched day counts as fresh, in ms. */
export const DAY_STALE_MS = 30_000;

/**
 * Query options of a day; no `placeholderData`: another day's grid is never shown.
 * `offlineFirst`: offline the day is still asked once, and the service worker answers it
 * from its cache when it was viewed before (docs/RESILIENCE.md).
 */
export const dayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: dayKeys.day(date),
    queryFn: () => call(getDay, { query: { date } }),
    staleTime: DAY_STALE_MS,
    networkMode: 'offlineFirst',
  });

/** The day's appointments and closure flag. */
export function useDay(date: string) {
  return useQuery(dayQueryOptions(date));
}

/** Days prefetched on each side of the shown one. */
export const PREFETCH_DAYS = 3;

/**
 * Days prefetched ahead in the direction the desk is moving (after `+`, the next six):
 * a run of `+` paints a day every ~10–20 ms, faster than a loaded server answers three
 * days ahead (README "Performance": the bench's `+` run reached days not cached yet).
 */
export const PREFETCH_AHEAD_DAYS = 6;

/**
 * Prefetches the days around `date` whenever `date` changes (fresh ones are not refetched):
 * `PREFETCH_DAYS` on each side, `PREFETCH_AHEAD_DAYS` on the side of the last move.
 *
 * The prefetches start after the new day has been painted, never in the key press's frame
 * (README "Performance": on `+` a fresh prefetch starts at every press, and starting fetches inside
 * the render's commit delayed the paint). A day change that comes before they start
 * replaces them with the new date's, so a fast run of keys does not queue stale work.
 */
export function usePrefetchNeighbours(date: string): void {
  const qc = useQueryClient();
  const previous = useRef(date);
  useEffect(() => {
    // ISO dates compare as strings.
    const direction = date > previous.current ? 1 : date < previous.current ? -1 : 0;
    previous.current = date;
    return afterPaint(() => {
      const now = Date.now();
      for (let d = 1; d <= PREFETCH_AHEAD_DAYS; d++) {
        for (const sign of [1, -1]) {
          if (d > PREFETCH_DAYS && sign !== direction) continue;
          const day = addDays(date, sign * d);
          const state = qc.getQueryState(dayKeys.day(day));
          // Cached and fresh, or on its way: nothing to do (and no query options to build).
          if (state?.fetchStatus === 'fetching') continue;
          if (
            state?.data !== undefined &&
            !state.isInvalidated &&
            now - state.dataUpdatedAt < DAY_STALE_MS
          )
            continue;
          void qc.prefetchQuery(dayQueryOptions(day));
        }
      }
    });
  }, [qc, date]);
}
