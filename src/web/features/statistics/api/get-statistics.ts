/** GET `/api/statistics` (contract `getStatistics`, spec 001 §2 statistiche). */
import { queryOptions } from '@tanstack/react-query';
import { getStatistics } from '@shared/contracts/statistics';
import { call } from '@web/lib/api-client';
import { statisticsKeys } from '../keys';

/** The year × month table with totals (historical years flagged). */
export const statisticsQueryOptions = () =>
  queryOptions({ queryKey: statisticsKeys.table(), queryFn: () => call(getStatistics) });
