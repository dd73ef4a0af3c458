/**
 * GET `/web-bookings` (contract `listWebBookings`, spec 000 §2 WEB box and popup). The spec's
 * 2-minute poll (§9) is replaced by push (docs/RESILIENCE.md): every booking, confirmation and
 * cancellation is a `day` event, which refreshes the list (`use-web-booking-live.ts`), as
 * does a reconnect of the stream; a 30-minute fallback covers a stream that is down and the
 * list's "from today on" moving at midnight.
 */
import { queryOptions } from '@tanstack/react-query';
import { listWebBookings } from '@shared/contracts/web-booking';
import { call } from '@web/lib/api-client';
import { webBookingKeys } from '../keys';

/** Fallback refresh of the WEB list, in ms (the live `day` events do the real work). */
export const WEB_LIST_FALLBACK_MS = 30 * 60_000;

export const webBookingsQueryOptions = () =>
  queryOptions({
    queryKey: webBookingKeys.list(),
    queryFn: () => call(listWebBookings),
    refetchInterval: WEB_LIST_FALLBACK_MS,
  });
