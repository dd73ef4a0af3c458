/**
 * Live across desks (issue), the grid's part: a `day` event from another desk refreshes that
 * day's query; after a dropped stream comes back every cached day is refreshed. The stream
 * itself is the tab's shared one (`@web/lib/live-events`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@web/lib/live-events';
import { dayKeys } from '@web/data/keys';

/** Keeps the cached days fresh while the calling component is mounted. */
export function useDayLiveUpdates(): void {
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type === 'day') void qc.invalidateQueries({ queryKey: dayKeys.day(ev.date) });
    },
    onReconnect: () => void qc.invalidateQueries({ queryKey: dayKeys.all() }),
  });
}
