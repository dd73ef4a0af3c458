/**
 * GET `/sms/summary` (contract `smsSummary`, spec 000 §2 side boxes, §9): SMS credit,
 * pending and sent counts. Refetched on `sms` campaign events and on `credit` events: the
 * server re-reads the credit after sends and on a long fallback timer and pushes it
 * (docs/RESILIENCE.md "SMS credit: pushed, not polled"), in place of the spec's 5-minute credit poll (300000 ms). A desk whose stream
 * is down still refetches once an hour.
 */
import { queryOptions } from '@tanstack/react-query';
import { smsSummary } from '@shared/contracts/reminders';
import { call } from '@web/lib/api-client';
import { messagingKeys } from '../keys';

/** Last-resort refetch of the box, ms (the credit normally arrives as a `credit` event). */
export const CREDIT_FALLBACK_MS = 3_600_000;

export const smsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.smsSummary(),
    queryFn: () => call(smsSummary),
    refetchInterval: CREDIT_FALLBACK_MS,
  });
