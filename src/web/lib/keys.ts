/** TanStack Query keys of the app shell (the session is read by every area). */
export const sessionKeys = {
  /** GET /api/session. */
  session: () => ['session'] as const,
};
