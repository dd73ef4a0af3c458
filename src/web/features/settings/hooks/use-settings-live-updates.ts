/**
 * Live across desks, the settings' part (spec 001 §2 impostazioni: a change reaches every
 * open desk of the workshop live, no polling): a `settings` event refetches that section,
 * and for `app` the session too, so the header's title and bar colour and the grid's rows
 * change at once on every desk. After a dropped stream comes back everything is refetched.
 * Mounted for the whole workshop area (see `src/web/app/guards.tsx`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@web/data/keys';
import { useLiveEvents } from '@web/lib/live-events';
import { settingsKeys } from '../keys';

/** Keeps settings and the session fresh while the calling component is mounted. */
export function useSettingsLiveUpdates(): void {
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
export function SettingsLiveUpdates(): null {
  useSettingsLiveUpdates();
  return null;
}
