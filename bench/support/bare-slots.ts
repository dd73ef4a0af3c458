/**
 * The bare baseline of the public free-slots endpoint `GET /api/public/booking/:link/days/:date`
 * (README "Performance"), registered on the bare server of `bench/api.ts`: plain `pg` and plain
 * loops, no zod, no Drizzle, no framework of our own. It sends the five SQL statements the
 * app sent for that endpoint until 2026-11-26, with the same text and parameters, prepared
 * where the app prepared them (2–5; 1 unnamed). The app now sends the same reads and the
 * same upsert as ONE statement (`publicDayByLink` in `src/server/domain/web-booking/workshop.ts`,
 * README "Performance"); the bare route stays the straightforward five-statement
 * implementation of the endpoint, so the ratio shows what the single statement gains:
 *
 * 1. the per-address read limit (`hitWindow` of `src/server/auth/login-limits.ts`, key
 *    `booking-read-ip:{ip}`, 60,000 ms window; 429 past BOOKING_READ_RATE_LIMIT);
 * 2. the workshop by `link_web` (`resolveWorkshop`: active, not expired; else 404);
 * 3. and 4. the `web` and `app` settings rows as JSON text, in parallel (`readSection`);
 * 5. the taken cells of the day (`takenCells`), unless the workshop is in maintenance;
 *
 * and computes the same answer `{ date, state, slots: [{ row, time, free }] }` as
 * `publicDay` (`src/server/domain/web-booking/workshop.ts`, rules of `@shared/domain/web-booking`):
 * Europe/Rome "today", Italian public holidays from `date-holidays` plus the workshop's
 * overrides. Settings are read as stored, without validation or defaults: the bench seeds
 * every field this route reads.
 */
import { italianHolidays } from '@server/domain/web-booking/holidays';
import type { FastifyInstance } from 'fastify';
import { getBookingDay } from '@shared/contracts/web-booking';
import type pg from 'pg';

const RATE_SQL = `
    insert into rate_limits as r (key, hits, window_start, next_allowed_at)
    values ($1, 1, now(), now())
    on conflict (key) do update set
      hits = case when r.window_start <= now() - $2 * interval '1 millisecond' then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - $3 * interval '1 millisecond' then now() else r.window_start end
    returning hits,
      extract(epoch from (window_start + $4 * interval '1 millisecond' - now())) * 1000 as retry_ms`;
const WORKSHOP_SQL = `select "id", "unicode", "username", "password_hash", "access_code", "path_server", "path_archive", "note", "active", "expires_on", "link_web", "created_at" from "workshops" where "workshops"."link_web" = $1 limit $2`;
const SETTINGS_SQL = `select "value"::text from "settings" where ("settings"."workshop_id" = $1 and "settings"."section" = $2)`;
const TAKEN_SQL = `select "row", "column" from "appointments" where ("appointments"."workshop_id" = $1 and "appointments"."date" = $2 and "appointments"."row" >= $3)`;

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
  const section = async <T>(id: number, name: string): Promise<T> =>
    JSON.parse(
      (
        await pool.query<{ value: string }>({
          name: 'booking_settings_section',
          text: SETTINGS_SQL,
          values: [id, name],
        })
      ).rows[0]!.value,
    ) as T;

  // The app's route pattern, from its contract (the same URL is measured on both servers).
  app.get(`/api${getBookingDay.path}`, async (req, reply) => {
    const { link, date } = req.params as { link: string; date: string };
    const limit = await pool.query<{ hits: number; retry_ms: string }>(RATE_SQL, [
      `booking-read-ip:${req.ip}`,
      MINUTE_MS,
      MINUTE_MS,
      MINUTE_MS,
    ]);
    if (Number(limit.rows[0]!.hits) > readLimit)
      return reply.code(429).send({ error: { code: 'rate_limited' } });
    const today = romeDate.format(Date.now());
    const found = await pool.query<{
      id: number;
      active: number;
      expires_on: string | null;
      link_web: string | null;
    }>({ name: 'booking_workshop_by_link', text: WORKSHOP_SQL, values: [link, 2] });
    const w = found.rows.length === 1 ? found.rows[0]! : null;
    if (!w || !w.link_web || w.active !== 1 || (w.expires_on && w.expires_on < today))
      return reply.code(404).send({ error: { code: 'not_found' } });
    const [web, settingsApp] = await Promise.all([
      section<Web>(w.id, 'web'),
      section<App>(w.id, 'app'),
    ]);
    if (web.manutenzione === 1) return { date, state: 'maintenance', slots: [] };

    const { rows } = await pool.query<{ row: number; column: number }>({
      name: 'booking_taken_cells',
      text: TAKEN_SQL,
      values: [w.id, date, -1],
    });
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
