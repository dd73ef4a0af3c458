/**
 * Notification calls (contracts `@shared/contracts/notifications`, spec 001 §2 notifiche):
 * the list, the unread badge, open / "Segnala come non letto" for the workshop, and the
 * admin's create / edit / delete for the account it is working in. Each mutation refreshes
 * every notification query (list and badge).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  countUnreadNotifications,
  createNotification,
  deleteNotification,
  listNotifications,
  readNotification,
  unreadNotification,
  updateNotification,
  type NotificationInput,
} from '@shared/contracts/notifications';
import { call } from '@web/lib/api-client';
import { notificationKeys } from '../keys';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => call(listNotifications),
  });

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async () => (await call(countUnreadNotifications)).unread,
  });

type Action =
  | { kind: 'read' | 'unread'; id: number }
  | { kind: 'create'; workshopId: number; input: NotificationInput }
  | { kind: 'update'; workshopId: number; id: number; input: NotificationInput }
  | { kind: 'delete'; workshopId: number; id: number };

async function run(a: Action) {
  switch (a.kind) {
    case 'read':
      return (await call(readNotification, { params: { id: a.id } })).notification;
    case 'unread':
      return (await call(unreadNotification, { params: { id: a.id } })).notification;
    case 'create':
      return (
        await call(createNotification, { params: { workshopId: a.workshopId }, body: a.input })
      ).notification;
    case 'update':
      return (
        await call(updateNotification, {
          params: { workshopId: a.workshopId, id: a.id },
          body: a.input,
        })
      ).notification;
    case 'delete':
      return (await call(deleteNotification, { params: { workshopId: a.workshopId, id: a.id } }))
        .notification;
  }
}

/** Every action of the screen; refreshes the list and the badge when done. */
export function useNotificationAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}
