/**
 * GET `/web-bookings` (contract `listWebBookings`, spec 000 §2 WEB box and popup, §9 "web
 * bookings list every 2 min"): refreshed on `day` events too (`use-web-booking-live.ts`).
 */
import { queryOptions } from '@tanstack/react-query';
import { listWebBookings } from '@shared/contracts/booking';
import { call } from '@web/lib/api-client';
import { webBookingKeys } from '../keys';

/** Spec 000 §9: web list poll, 120000 ms. */
export const WEB_LIST_POLL_MS = 120_000;

export const webBookingsQueryOptions = () =>
  queryOptions({
    queryKey: webBookingKeys.list(),
    queryFn: () => call(listWebBookings),
    refetchInterval: WEB_LIST_POLL_MS,
  });
