/** A `day` event may be a booking, a confirmation or a cancellation: refresh the WEB list. */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@web/lib/live-events';
import { webBookingKeys } from '../keys';

export function useWebBookingLive(): void {
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type === 'day') void qc.invalidateQueries({ queryKey: webBookingKeys.all() });
    },
    onReconnect: () => void qc.invalidateQueries({ queryKey: webBookingKeys.all() }),
  });
}
