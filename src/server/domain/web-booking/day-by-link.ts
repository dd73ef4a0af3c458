/**
 * The public day's one statement (README "Performance", public free slots), on its own so
 * that the bench's bare route can send the very same SQL without loading the app's services.
 * `publicDayByLink` (`workshop.ts`) prepares and runs it.
 */
import { sql } from 'drizzle-orm';
import { CLOSURE_ROW } from '@shared/domain/status';
import { windowHitSql } from '@server/auth/login-limits';

/**
 * GET days/:date in one statement: the read limit's upsert as a CTE (counted once, whatever
 * follows), then the workshop of the link (at most 2 rows, as `workshopByLink`; none: one
 * row of nulls) with its `web` and `app` settings as JSON text and the day's cells (rows
 * ≥ -1, as `takenCells`) as "row column" pairs joined by commas. Placeholders: `key`,
 * `windowMs`, `date`, `link`. The bench's bare route
 * (bench/support/bare-slots.ts) sends this same text.
 */
export const DAY_BY_LINK = sql`
  with hit as (${windowHitSql(sql.placeholder('key'), sql.placeholder('windowMs'))})
  select hit.hits, hit.retry_ms, w.id, w.active, w.expires_on::text as expires_on, w.link_web,
         (select s.value::text from settings s
           where s.workshop_id = w.id and s.section = 'web') as web,
         (select s.value::text from settings s
           where s.workshop_id = w.id and s.section = 'app') as app,
         (select string_agg(a.row || ' ' || a."column", ',') from appointments a
           where a.workshop_id = w.id and a.date = ${sql.placeholder('date')}
             and a.row >= ${sql.raw(String(CLOSURE_ROW))}) as cells
    from hit
    left join lateral (select id, active, expires_on, link_web from workshops
                        where link_web = ${sql.placeholder('link')} limit 2) w on true`;
