/** What the browser learns about its session (spec 000 §2, §6): never secrets or hashes. */
import { sql } from 'drizzle-orm';
import type { Session } from '@shared/contracts/auth';
import { parseOptions } from '@shared/contracts/settings';
import { daysBetween, todayInRome, yearOf } from '@shared/domain/dates';
import { DEFAULT_TIMETABLE } from '@shared/domain/timetable';
import type { DbOrTx } from '@server/db/client';
import type { AuthContext } from '@server/auth/sessions';
import { getSettings } from './settings';

/**
 * Years the calendar may show (spec 000 §2 calendar widget): from the first to the last year
 * with appointments, always including the current and next one. Ascending. Uses min/max,
 * which the (workshop_id, date, …) slot index answers without a scan: the session is re-read
 * every 2 s by every desk.
 */
export async function availableYears(
  db: DbOrTx,
  workshopId: number,
  today: string,
): Promise<number[]> {
  const { rows } = await db.execute<{ first: number | null; last: number | null }>(
    sql`select extract(year from min(date))::int as first, extract(year from max(date))::int as last
          from appointments where workshop_id = ${workshopId}`,
  );
  const current = yearOf(today);
  const first = Math.min(current, Number(rows[0]?.first ?? current));
  const last = Math.max(current + 1, Number(rows[0]?.last ?? current));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export async function presentSession(db: DbOrTx, auth: AuthContext): Promise<Session> {
  const today = todayInRome();
  const w = auth.workshop;
  if (!w) {
    return {
      role: auth.role,
      workshop: null,
      app: {
        title: 'ReviApp',
        barColor: 'Azzurro',
        timetable: [...DEFAULT_TIMETABLE],
        options: [],
        rota: [],
        visualScroll: false,
      },
      availableYears: [yearOf(today), yearOf(today) + 1],
      today,
    };
  }
  const app = await getSettings(db, w.id, 'app');
  return {
    role: auth.role,
    workshop: {
      id: w.id,
      username: w.username,
      expiresOn: w.expiresOn,
      daysToExpiry: w.expiresOn ? daysBetween(today, w.expiresOn) : null,
      linkWeb: w.linkWeb,
    },
    app: {
      title: app.titolo,
      barColor: app.colore_barra,
      timetable: app.orari_tabella,
      options: parseOptions(app.opzioni),
      rota: app.turni,
      visualScroll: app.visual_scroll === 1,
    },
    availableYears: await availableYears(db, w.id, today),
    today,
  };
}
