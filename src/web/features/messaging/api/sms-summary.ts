/**
 * GET `/sms/summary` (contract `smsSummary`, spec 000 §2 side boxes, §9): SMS credit,
 * pending and sent counts. Refetched on `sms` campaign events and every 5 minutes (the
 * spec's SMS credit poll, 300000 ms).
 */
import { queryOptions } from '@tanstack/react-query';
import { smsSummary } from '@shared/contracts/reminders';
import { call } from '@web/lib/api-client';
import { messagingKeys } from '../keys';

/** Credit poll of spec 000 §9. */
export const CREDIT_POLL_MS = 300_000;

export const smsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.smsSummary(),
    queryFn: () => call(smsSummary),
    refetchInterval: CREDIT_POLL_MS,
  });
