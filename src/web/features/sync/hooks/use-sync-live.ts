/**
 * Keeps the SYNC box counts current without timers: a `day` event (another desk or the
 * outbox changed a day) refreshes that day's counts; a reconnect refreshes every day's.
 * This tab's own appointment writes come back without an event (their echo is skipped):
 * those mutations name `syncCountKeys.all()` in their `meta.invalidates`
 * (docs/ARCHITECTURE.md "Shared data on the web"). The tool's address is the shared `tool`
 * settings section, kept fresh by `@web/data/live`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { syncCountKeys } from '@web/data/keys';
import { useLiveEvents } from '@web/lib/live-events';

export function useSyncLive(): void {
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type === 'day') void qc.invalidateQueries({ queryKey: syncCountKeys.day(ev.date) });
    },
    onReconnect: () => void qc.invalidateQueries({ queryKey: syncCountKeys.all() }),
  });
}
