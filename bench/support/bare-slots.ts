/**
 * The bare baseline of the public free-slots endpoint `GET /api/public/booking/:link/days/:date`
 * (README "Performance", bench/README.md "API against a bare route"), registered on the bare
 * server of `bench/api.ts`: plain `pg` and plain loops, no zod, no Drizzle, no framework of our
 * own. It sends the app's ONE statement (`DAY_BY_LINK`,
 * `src/server/domain/web-booking/day-by-link.ts`: the same text and parameters), prepared as
 * the app prepares it: the per-address read limit's upsert as a CTE (key
 * `booking-read-ip:{ip}`, 60,000 ms window; 429 past BOOKING_READ_RATE_LIMIT), the workshop
 * by `link_web` (active, not expired; else 404), its `web` and `app` settings as JSON text
 * and the day's cells as "row column" pairs. It computes the same answer
 * `{ date, state, slots: [{ row, time, free }] }` as `publicDay` (rules of
 * `@shared/domain/web-booking`): Europe/Rome "today", Italian public holidays from
 * `date-holidays` plus the workshop's overrides. Settings are parsed as stored, without
 * validation or defaults: the bench seeds every field this route reads.
 */
import { italianHolidays } from '@server/domain/web-booking/holidays';
import { DAY_BY_LINK } from '@server/domain/web-booking/day-by-link';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { getBookingDay } from '@shared/contracts/web-booking';
import type pg from 'pg';

// The app's statement as PostgreSQL receives it: its text, and its parameters' names in order.
const DAY = new PgDialect().sqlToQuery(DAY_BY_LINK);
const DAY_PARAMS = DAY.params.map((p) => (p as { name: string }).name);

const MINUTE_MS = 60_000;

const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The holidays come from the app's own calendar helper (date-holidays, cached per year):
// the same data and the same cost as the app's route.
const holidays = italianHolidays;

type Web = {
  manutenzione: number;
  revisioni_simultane: number;
  orari_lavoro: Record<string, string[]>;
  festivi_aperti: string[];
  festivi_aggiunti: string[];
};
type App = { orari_tabella: string[] };

const onDay = (entries: string[], date: string) =>
  entries.some((e) => e === date || e === date.slice(5));

/** Adds the bare free-slots route to `app`; `readLimit` is BOOKING_READ_RATE_LIMIT. */
export function bareSlotsRoute(app: FastifyInstance, pool: pg.Pool, readLimit: number): void {
  // The app's route pattern, from its contract (the same URL is measured on both servers).
  app.get(`/api${getBookingDay.path}`, async (req, reply) => {
    const { link, date } = req.params as { link: string; date: string };
    const { rows: found } = await pool.query<{
      hits: number;
      id: number | null;
      active: number | null;
      expires_on: string | null;
      link_web: string | null;
      web: string | null;
      app: string | null;
      cells: string | null;
    }>({
      name: 'booking_day_by_link',
      text: DAY.sql,
      values: DAY_PARAMS.map(
        (name) =>
          ({ key: `booking-read-ip:${req.ip}`, windowMs: MINUTE_MS, date, link })[
            name as 'key' | 'windowMs' | 'date' | 'link'
          ],
      ),
    });
    const first = found[0]!;
    if (Number(first.hits) > readLimit)
      return reply.code(429).send({ error: { code: 'rate_limited' } });
    const today = romeDate.format(Date.now());
    const w = found.length === 1 && first.id !== null ? first : null;
    if (!w || !w.link_web || w.active !== 1 || (w.expires_on && w.expires_on < today))
      return reply.code(404).send({ error: { code: 'not_found' } });
    const web = JSON.parse(w.web!) as Web;
    const settingsApp = JSON.parse(w.app!) as App;
    if (web.manutenzione === 1) return { date, state: 'maintenance', slots: [] };

    const rows: { row: number; column: number }[] = [];
    for (const pair of w.cells ? w.cells.split(',') : []) {
      const [row, column] = pair.split(' ');
      rows.push({ row: Number(row), column: Number(column) });
    }
    const n = Math.min(3, Math.max(1, Math.trunc(web.revisioni_simultane)));
    let closed = false;
    const used = new Map<number, number>(); // row → taken columns among 1..n
    for (const r of rows) {
      if (r.row === -1) closed = true;
      else if (r.row >= 0 && r.column >= 1 && r.column <= n)
        used.set(r.row, (used.get(r.row) ?? 0) + 1);
    }
    const weekday = String(new Date(`${date}T00:00:00Z`).getUTCDay());
    const hours = web.orari_lavoro[weekday] ?? [];
    const holiday =
      onDay(web.festivi_aggiunti, date) ||
      ((await holidays(Number(date.slice(0, 4)))).has(date) && !onDay(web.festivi_aperti, date));
    const state =
      date <= today
        ? 'past'
        : weekday === '0' || holiday || closed || !hours.includes('s')
          ? 'closed'
          : 'open';
    const slots: { row: number; time: string; free: boolean }[] = [];
    if (state === 'open') {
      const timetable = settingsApp.orari_tabella;
      for (let row = 0; row < timetable.length; row++)
        if (hours[row] === 's')
          slots.push({ row, time: timetable[row]!, free: (used.get(row) ?? 0) < n });
    }
    return { date, state, slots };
  });
}
