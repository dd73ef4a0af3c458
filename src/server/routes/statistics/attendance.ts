/**
 * "Promemoria e presenze" (spec 001 §2 statistiche; docs/MESSAGING.md "Customer links"): per
 * month of one year, what the reminders did. Four grouped counts, each scoped by
 * `workshop_id` and bounded to the year so the indexes serve them:
 * - reminders sent: appointments whose reminder left (`reminder_sent_at`, stamped when the
 *   outbox or the WhatsApp desk records the reminder sent: spec 000 §4 invio_sms_promemoria
 *   2 or 3), by its Rome month. The outbox's own rows are not used: sent messages are purged
 *   after `SENT_RETENTION_DAYS` (src/server/jobs/daily.ts), the appointment keeps the stamp.
 *   An appointment the customer cancelled is deleted, so its reminder leaves the count and
 *   shows under "Disdetti dal cliente";
 * - confirmed / cancelled / moved: `customer_actions` by `action`, month of `at` in
 *   Europe/Rome;
 * - no-shows: `appointments` of a day before `today` (Rome), a real row (`row >= 0`; -1 is
 *   the day-closure marker), left at stato 0 (none) or 1 (waiting). Month of `date`, a Rome
 *   calendar day already, so no time-zone shift applies.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AttendanceFigures, AttendanceStatistics } from '@shared/contracts/statistics';
import { ROME } from '@shared/domain/iso-date';
import { AppointmentStatus } from '@shared/domain/status';
import type { DbOrTx } from '@server/db/client';
import { appointments, customerActions } from '@server/db/schema';

type Figure = keyof AttendanceFigures;
const FIGURES: readonly Figure[] = ['remindersSent', 'confirmed', 'cancelled', 'moved', 'noShows'];
const ACTION_FIGURE = { confirm: 'confirmed', cancel: 'cancelled', move: 'moved' } as const;

/** The zone as a literal: a bound parameter would make each grouped expression differ. */
const ZONE = sql.raw(`'${ROME}'`);
/** Midnight of 1 January `year` in Europe/Rome, as a timestamptz. */
const romeNewYear = (year: number) => sql`(${`${year}-01-01`}::timestamp at time zone ${ZONE})`;
/** The timestamptz columns the figures count by. */
type Stamp = typeof appointments.reminderSentAt | typeof customerActions.at;
/** `col` in Europe/Rome year `year`: bounded both ways, so an index serves it. */
const inRomeYear = (col: Stamp, year: number) =>
  and(gte(col, romeNewYear(year)), lt(col, romeNewYear(year + 1)));
/** The Europe/Rome month (1–12) of a timestamptz column. */
const romeMonth = (col: Stamp) => sql<number>`extract(month from ${col} at time zone ${ZONE})::int`;

/**
 * The "Promemoria e presenze" figures of `workshopId` for `year`: twelve months, January
 * first, and their totals; every figure a count. `today` (`yyyy-mm-dd`, Europe/Rome) bounds
 * the no-shows: an appointment of today or later is not missed yet.
 */
export async function getAttendance(
  db: DbOrTx,
  workshopId: number,
  year: number,
  today: string,
): Promise<AttendanceStatistics> {
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    remindersSent: 0,
    confirmed: 0,
    cancelled: 0,
    moved: 0,
    noShows: 0,
  }));
  const add = (month: number, figure: Figure, n: number) => {
    months[month - 1]![figure] += Number(n);
  };

  const sentMonth = romeMonth(appointments.reminderSentAt);
  const sent = await db
    .select({ month: sentMonth, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(eq(appointments.workshopId, workshopId), inRomeYear(appointments.reminderSentAt, year)),
    )
    .groupBy(sentMonth);
  for (const r of sent) add(r.month, 'remindersSent', r.n);

  const actionMonth = romeMonth(customerActions.at);
  const actions = await db
    .select({ month: actionMonth, action: customerActions.action, n: sql<number>`count(*)::int` })
    .from(customerActions)
    .where(and(eq(customerActions.workshopId, workshopId), inRomeYear(customerActions.at, year)))
    .groupBy(actionMonth, customerActions.action);
  for (const r of actions) add(r.month, ACTION_FIGURE[r.action], r.n);

  const dayMonth = sql<number>`extract(month from ${appointments.date})::int`;
  const yearEnd = `${year + 1}-01-01`;
  const missed = await db
    .select({ month: dayMonth, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        gte(appointments.date, `${year}-01-01`),
        lt(appointments.date, today < yearEnd ? today : yearEnd),
        gte(appointments.row, 0),
        inArray(appointments.status, [AppointmentStatus.None, AppointmentStatus.Waiting]),
      ),
    )
    .groupBy(dayMonth);
  for (const r of missed) add(r.month, 'noShows', r.n);

  const totals = Object.fromEntries(
    FIGURES.map((f) => [f, months.reduce((s, m) => s + m[f], 0)]),
  ) as AttendanceFigures;
  return { year, months, totals };
}
