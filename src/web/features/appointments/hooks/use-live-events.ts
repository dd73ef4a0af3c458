/**
 * Live across desks (issue): one `EventSource('/api/events')` while the grid is open. A
 * `day` event refreshes that day's query, a `note` event that date's note; this tab's own
 * writes are skipped (every mutation here already refreshes what it changed). After a
 * dropped connection comes back every cached day is refreshed, since events may have been
 * missed meanwhile. EventSource reconnects by itself.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gridEventSchema } from '@shared/contracts/events';
import { TAB_ORIGIN } from '@web/lib/origin';
import { allDaysKey, dayKey } from '../api/get-day';

/** Opens the event stream for as long as the calling component is mounted. */
export function useLiveEvents(): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let dropped = false;
    source.onmessage = (msg) => {
      let parsed;
      try {
        parsed = gridEventSchema.safeParse(JSON.parse(String(msg.data)));
      } catch {
        return;
      }
      if (!parsed.success) return;
      const ev = parsed.data;
      if (ev.origin === TAB_ORIGIN) return;
      if (ev.type === 'day') void qc.invalidateQueries({ queryKey: dayKey(ev.date) });
      else if (ev.type === 'note') {
        void qc.invalidateQueries({ queryKey: ['notes', ev.date], exact: true });
        void qc.invalidateQueries({ queryKey: ['notes', 'history'] });
      }
    };
    source.onerror = () => {
      dropped = true;
    };
    source.onopen = () => {
      if (!dropped) return;
      dropped = false;
      void qc.invalidateQueries({ queryKey: allDaysKey });
      void qc.invalidateQueries({ queryKey: ['notes'] });
    };
    return () => source.close();
  }, [qc]);
}
