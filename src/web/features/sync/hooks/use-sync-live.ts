/**
 * Keeps the SYNC box current without timers: a `day` event (another desk or the outbox
 * changed a day) refreshes that day's counts; a `settings` event of section `tool` re-reads
 * the tool's address (the box appears or goes); a reconnect refreshes both. This tab's own
 * writes come back without an event (their echo is skipped), so any successful mutation of
 * this tab also refreshes the counts — the appointments feature owns those writes and this
 * feature must not know its keys.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@web/lib/live-events';
import { syncKeys } from '../keys';

export function useSyncLive(): void {
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type === 'day') void qc.invalidateQueries({ queryKey: syncKeys.count(ev.date) });
      else if (ev.type === 'settings' && ev.section === 'tool')
        void qc.invalidateQueries({ queryKey: syncKeys.tool() });
    },
    onReconnect: () => {
      void qc.invalidateQueries({ queryKey: syncKeys.tool() });
      void qc.invalidateQueries({ queryKey: syncKeys.counts() });
    },
  });
  useEffect(
    () =>
      qc.getMutationCache().subscribe((e) => {
        if (e.type === 'updated' && e.action.type === 'success')
          void qc.invalidateQueries({ queryKey: syncKeys.counts() });
      }),
    [qc],
  );
}
