/**
 * The notifications feature's screen (spec 001 §2 notifiche), an entry of its own: every
 * signed-in screen loads `index.ts` (the unread count) without it.
 */
export { NotificationsPage } from './components/notifications-page';
