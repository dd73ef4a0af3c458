/**
 * The side menu's unread badge (spec 000 §2 "Notifiche with an unread badge"): the count of
 * unread, not deleted notifications, kept current by `notifications` live events (a
 * notification written by the admin, or read on another desk) and refreshed after the
 * stream reconnects. No polling.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '@web/lib/live-events';
import { unreadQueryOptions } from '../api/notifications';
import { notificationKeys } from '../keys';

/** Subscribes the notification queries to the live stream (mount once per frame). */
export function useNotificationsLiveUpdates(): void {
  const qc = useQueryClient();
  useLiveEvents({
    onEvent: (ev) => {
      if (ev.type === 'notifications')
        void qc.invalidateQueries({ queryKey: notificationKeys.all() });
    },
    onReconnect: () => void qc.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}

/**
 * Unread notifications of the session's workshop (0 while loading or on error). Only for
 * a frame that has a workshop (it opens the workshop's live stream).
 */
export function useUnreadCount(): number {
  useNotificationsLiveUpdates();
  const q = useQuery(unreadQueryOptions());
  return q.data ?? 0;
}
