/** TanStack Query keys of the admin feature, defined once. */
export const adminKeys = {
  /** Every admin query. */
  all: () => ['admin'] as const,
  /** GET /api/admin/workshops. */
  workshops: () => ['admin', 'workshops'] as const,
  /** GET /api/admin/workshops/credits. */
  credits: () => ['admin', 'credits'] as const,
  /** GET /api/admin/workshops/:id. */
  account: (id: number) => ['admin', 'account', id] as const,
  /** GET /api/admin/workshops/:id/historical-statistics. */
  historical: (id: number) => ['admin', 'historical', id] as const,
  /** GET /api/admin/audit (all, or of one account). */
  audit: (accountId?: number) => ['admin', 'audit', accountId ?? 'all'] as const,
};
