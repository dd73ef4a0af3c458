/** TanStack Query keys of the notifications feature, defined once. */
export const notificationKeys = {
  /** Every notification query (list and badge). */
  all: () => ['notifications'] as const,
  /** GET /api/notifications. */
  list: () => ['notifications', 'list'] as const,
  /** GET /api/notifications/unread: the side menu's badge. */
  unread: () => ['notifications', 'unread'] as const,
};
