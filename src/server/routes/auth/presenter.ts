/** What the browser learns about its session (spec 000 §2, §6): never secrets or hashes. */
import { sql } from 'drizzle-orm';
import type { Session } from '../../../shared/contracts/auth';
import { parseOptions } from '../../../shared/contracts/settings';
import { daysBetween, todayInRome, yearOf } from '../../../shared/domain/dates';
import { DEFAULT_TIMETABLE } from '../../../shared/domain/timetable';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../auth/sessions';
import { getSettings } from '../../settings/service';

/**
 * Years the calendar may show (spec 000 §2 calendar widget): every year with appointments,
 * plus the current and next one. Ascending.
 */
export async function availableYears(db: Db, workshopId: number, today: string): Promise<number[]> {
  const rows = await db.execute<{ y: number }>(
    sql`select distinct extract(year from date)::int as y from appointments where workshop_id = ${workshopId}`,
  );
  const current = yearOf(today);
  const years = new Set<number>([current, current + 1, ...rows.rows.map((r) => Number(r.y))]);
  return [...years].sort((a, b) => a - b);
}

export async function presentSession(db: Db, auth: AuthContext): Promise<Session> {
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
    },
    availableYears: await availableYears(db, w.id, today),
    today,
  };
}
