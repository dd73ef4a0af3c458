/** Query keys of the status feature (the #/test page's server check). */
export const statusKeys = {
  all: () => ['status'] as const,
  /** GET /api/health as `#/test` shows it. */
  serverProbe: () => ['status', 'server-probe'] as const,
};
