/** Route `#/user/notifiche` (spec 001 §2): the notifications screen, its own chunk. */
export { NotificationsPage as NotificationsRoute } from '@web/features/notifications/pages';
