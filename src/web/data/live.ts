/**
 * Live across desks, the shared data's part (spec 001 §2 impostazioni: a change reaches
 * every open desk of the workshop live, no polling): a `settings` event refetches that
 * section, the one entry every screen reading it shares (the settings screens, the WEB
 * settings, the SYNC box's tool address), and for `app` the session too, so the header's
 * title and bar colour and the grid's rows change at once on every desk. After a dropped
 * stream comes back every section and the session are refetched. Mounted for the whole
 * workshop area (`src/web/app/guards.tsx`). This tab's own saves are not echoed back: they
 * update the cache themselves (`useSaveSettings`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@web/lib/live-events';
import { sessionKeys, settingsKeys } from './keys';

/** Keeps the settings sections and the session fresh while the calling component is mounted. */
export function useSharedDataLiveUpdates(): void {
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type !== 'settings') return;
      void qc.invalidateQueries({ queryKey: settingsKeys.section(ev.section) });
      if (ev.section === 'app') void qc.invalidateQueries({ queryKey: sessionKeys.session() });
    },
    onReconnect: () => {
      void qc.invalidateQueries({ queryKey: settingsKeys.all() });
      void qc.invalidateQueries({ queryKey: sessionKeys.session() });
    },
  });
}

/** The hook as a component, for a route element that cannot call hooks itself. */
export function SharedDataLiveUpdates(): null {
  useSharedDataLiveUpdates();
  return null;
}
