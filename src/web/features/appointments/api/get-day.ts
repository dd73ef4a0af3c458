/**
 * GET `/api/appointments?date=` (contract `getDay`): one day of the grid. Query key
 * `appointmentKeys.day(date)`; kept fresh for 30 s so moving between neighbouring days
 * repaints from the cache at once (issue: keypress-to-paint ≤ 30 ms).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getDay } from '@shared/contracts/appointments';
import { addDays } from '@shared/domain/iso-date';
import { call } from '@web/lib/api-client';
import { appointmentKeys } from '../keys';

/** How long a fetched day counts as fresh, in ms. */
export const DAY_STALE_MS = 30_000;

/**
 * Query options of a day; no `placeholderData`: another day's grid is never shown.
 * `offlineFirst`: offline the day is still asked once, and the service worker answers it
 * from its cache when it was viewed before (issue 11 item 5).
 */
export const dayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: appointmentKeys.day(date),
    queryFn: () => call(getDay, { query: { date } }),
    staleTime: DAY_STALE_MS,
    networkMode: 'offlineFirst',
  });

/** The day's appointments and closure flag. */
export function useDay(date: string) {
  return useQuery(dayQueryOptions(date));
}

/** Days prefetched on each side of the shown one: three, so a fast run of `+` does not outrun the cache. */
export const PREFETCH_DAYS = 3;

/** Prefetches the days around `date` whenever `date` changes (fresh ones are not refetched). */
export function usePrefetchNeighbours(date: string): void {
  const qc = useQueryClient();
  useEffect(() => {
    for (let d = 1; d <= PREFETCH_DAYS; d++) {
      void qc.prefetchQuery(dayQueryOptions(addDays(date, d)));
      void qc.prefetchQuery(dayQueryOptions(addDays(date, -d)));
    }
  }, [qc, date]);
}
