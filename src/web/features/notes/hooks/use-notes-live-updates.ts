/**
 * Live across desks, the notes' part: a `note` event from another desk refreshes
 * that date's note and the history lists; after a dropped stream comes back every cached
 * note is refreshed. The stream itself is the tab's shared one (`@web/lib/live-events`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@web/lib/live-events';
import { noteKeys } from '../keys';

/** Keeps the cached notes fresh while the calling component is mounted. */
export function useNotesLiveUpdates(): void {
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type !== 'note') return;
      void qc.invalidateQueries({ queryKey: noteKeys.note(ev.date), exact: true });
      void qc.invalidateQueries({ queryKey: noteKeys.histories() });
    },
    onReconnect: () => void qc.invalidateQueries({ queryKey: noteKeys.all() }),
  });
}
