/**
 * A `Session` as GET /session presents it, for web unit tests of gates, menus and tiles:
 * workshop 1 `demo` (no expiry) titled "Officina" with an Azzurro bar, no timetable or rota,
 * on 2026-01-10. `role` and `options` (spec 000 §6 flags, e.g. `+whatsapp`) as given;
 * `workshop: false` is the admin signed in without a workshop; `linkWeb` is the workshop's
 * booking link (null: none).
 */
import type { Session } from '@shared/contracts/auth';

export function buildSession(
  role: Session['role'],
  options: string[] = [],
  { workshop = true, linkWeb = null as string | null } = {},
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
