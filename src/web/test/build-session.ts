/**
 * A `Session` as `GET /api/session` presents it, for web unit tests: role `role`, a
 * workshop "demo" (id 1, no expiry) unless `workshop` is false, its app section titled
 * "Officina" with the given option flags, an empty timetable, and today 2026-01-10.
 */
import type { Session } from '@shared/contracts/auth';

export function buildSession(
  role: Session['role'],
  options: string[] = [],
  { workshop = true, linkWeb = null }: { workshop?: boolean; linkWeb?: string | null } = {},
): Session {
  return {
    role,
    workshop: workshop
      ? { id: 1, username: 'demo', expiresOn: null, daysToExpiry: null, linkWeb }
      : null,
    app: {
      title: 'Officina',
      barColor: 'Azzurro',
      timetable: [],
      options,
      rota: [],
      visualScroll: false,
    },
    availableYears: [2026],
    today: '2026-01-10',
  };
}
