/**
 * GET `/api/statistics/attendance?year=` (contract `getAttendanceStatistics`, spec 001 §2
 * statistiche; docs/MESSAGING.md "Customer links").
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAttendanceStatistics } from '@shared/contracts/statistics';
import { call } from '@web/lib/api-client';
import { statisticsKeys } from '../keys';

/** "Promemoria e presenze" of `year`: twelve months and totals; the last year stays shown while the next loads. */
export const attendanceQueryOptions = (year: number) =>
  queryOptions({
    queryKey: statisticsKeys.attendance(year),
    queryFn: () => call(getAttendanceStatistics, { query: { year } }),
    placeholderData: keepPreviousData,
  });
