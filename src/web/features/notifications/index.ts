/** Public surface of the notifications feature (spec 001 §2 notifiche; 000 §2 unread badge). */
export { useUnreadCount } from './hooks/use-unread-count';
