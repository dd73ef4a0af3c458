/**
 * The public side of a workshop (spec 001 §4 public booking, §6 public visitor): found by
 * its link_web, active and not expired; and the state and slots of one day, computed in
 * Europe/Rome from the shared rules (`@shared/domain/web-booking`).
 *
 * Hot path of the public free-slots endpoint (README "Performance", `npm run bench:api -- --only
 * slots`): its statements are prepared (Drizzle builds each SQL text once per database
 * handle, PostgreSQL parses it once per connection), and the settings it reads are
 * validated once per distinct stored text (`readSection`), never cached across changes. The
 * day's page itself (`publicDayByLink`) is ONE statement: the read limit's hit, the workshop
 * by link, its two settings rows and the day's cells, read together.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import {
  bookableSlots,
  dayState,
  isClosedHoliday,
  offeredVehicleTypes,
  type DayState,
} from '@shared/domain/web-booking';
import type { PublicWorkshop } from '@shared/contracts/web-booking';
import { SETTINGS_SCHEMAS } from '@shared/contracts/settings';
import { yearOf } from '@shared/domain/dates';
import { CLOSURE_ROW } from '@shared/domain/status';
import { BOOKING_MSG } from '@shared/messages';
import { perHandle } from '@server/db/prepared';
import type { DbOrTx } from '@server/db/client';
import { appointments, settings, workshops } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { dayWithMarker } from '@server/domain/appointments';
import { workshopBlock } from '@server/auth/guard';
import { windowHit } from '@server/auth/login-limits';
import type { SectionValue } from '@server/domain/settings';
import { italianHolidays } from './holidays';
import { DAY_BY_LINK } from './day-by-link';

const dialect = new PgDialect();

type DayRow = {
  hits: number;
  retry_ms: number | string | null;
  id: number | null;
  active: number | null;
  expires_on: string | null;
  link_web: string | null;
  web: string | null;
  app: string | null;
  cells: string | null;
};

// The statements of the public booking pages, prepared once per database handle (the
// pool, or a transaction: `perHandle`).
function buildQueries(db: DbOrTx) {
  return {
    workshopByLink: db
      .select()
      .from(workshops)
      .where(eq(workshops.linkWeb, sql.placeholder('link')))
      .limit(2)
      .prepare('booking_workshop_by_link'),
    // The stored JSON as text: `readSection` validates each distinct text once.
    section: db
      .select({ value: sql<string>`${settings.value}::text` })
      .from(settings)
      .where(
        and(
          eq(settings.workshopId, sql.placeholder('workshopId')),
          eq(settings.section, sql.placeholder('section')),
        ),
      )
      .prepare('booking_settings_section'),
    takenCells: db
      .select({ row: appointments.row, column: appointments.column })
      .from(appointments)
      .where(dayWithMarker())
      .prepare('booking_taken_cells'),
    // GET days/:date in one round trip (`publicDayByLink`). A data-modifying CTE must be
    // at the top level, which Drizzle's select builder cannot write: the statement is
    // prepared from SQL through the handle's session (what `.prepare()` does), still logged.
    dayByLink: db._.session.prepareQuery<{ execute: { rows: DayRow[] } } & PreparedQueryConfig>(
      dialect.sqlToQuery(DAY_BY_LINK),
      undefined,
      'booking_day_by_link',
      false,
    ),
  };
}
const queries = perHandle(buildQueries);

type BookingSection = 'web' | 'app';
/** Validated settings by section, then stored JSON text; at most `PARSED_MAX` a section, oldest out. */
const parsed: Record<BookingSection, Map<string, unknown>> = { web: new Map(), app: new Map() };
/**
 * By section, then workshop id: the text last read and its validated value, at most
 * `PARSED_MAX` workshops a section. A read whose text is the same as last time (the usual
 * case) is answered by one string comparison, without hashing the whole text for `parsed`.
 */
const latest: Record<BookingSection, Map<number, { text: string; value: unknown }>> = {
  web: new Map(),
  app: new Map(),
};
const PARSED_MAX = 500;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Sets `key` in `map`, first dropping the oldest entry when the map holds `PARSED_MAX`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (!map.has(key) && map.size >= PARSED_MAX) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * The `web` or `app` settings of a workshop, as `getSettings` (`@server/domain/settings`)
 * answers them: the stored value validated by the section's schema, defaults filled in, the
 * defaults alone when the row is missing or invalid. The row is read on every call; its
 * validation is kept per exact stored text (the same text always validates the same way),
 * so a change is seen at once and nothing needs invalidating. The answer is deep-frozen:
 * callers share it and must not change it.
 */
export async function readSection<S extends BookingSection>(
  db: DbOrTx,
  workshopId: number,
  section: S,
): Promise<Readonly<SectionValue<S>>> {
  const [row] = await queries(db).section.execute({ workshopId, section });
  return sectionOf(section, workshopId, row?.value ?? '{}');
}

/**
 * The settings of `section` stored as JSON `text` for `workshopId`, validated once per
 * distinct text (`readSection`).
 */
function sectionOf<S extends BookingSection>(
  section: S,
  workshopId: number,
  text: string,
): Readonly<SectionValue<S>> {
  const last = latest[section].get(workshopId);
  if (last !== undefined && last.text === text) return last.value as SectionValue<S>;
  const known = parsed[section];
  let value = known.get(text);
  if (value === undefined) {
    const schema = SETTINGS_SCHEMAS[section];
    const result = schema.safeParse(JSON.parse(text) ?? {});
    value = deepFreeze(result.success ? result.data : schema.parse({}));
    remember(known, text, value);
  }
  remember(latest[section], workshopId, { text, value });
  return value as SectionValue<S>;
}

export type BookingWorkshop = { id: number; linkWeb: string };

/**
 * The active, unexpired workshop whose link_web is `link` (exact match; unique index).
 * Throws 404 "Il link inserito non è valido" otherwise — or `message` when given.
 */
export async function resolveWorkshop(
  db: DbOrTx,
  link: string,
  today: string,
  message: string = BOOKING_MSG.invalidLink,
): Promise<BookingWorkshop> {
  const rows = await queries(db).workshopByLink.execute({ link });
  return bookable(rows.length === 1 ? rows[0]! : null, today, message);
}

/** `w` when it has a link and is active and unexpired on `today`; else throws 404 `message`. */
function bookable(
  w: { id: number; linkWeb: string | null; active: number; expiresOn: string | null } | null,
  today: string,
  message: string,
): BookingWorkshop {
  if (!w || !w.linkWeb || workshopBlock(w, today)) throw notFound(message);
  return { id: w.id, linkWeb: w.linkWeb };
}

/**
 * The cells taken on `date` (rows ≥ 0), whether the CHIUSURA marker (row -1) is there, and
 * `all` the day's cells (both).
 */
export async function takenCells(db: DbOrTx, workshopId: number, date: string) {
  const rows = await queries(db).takenCells.execute({ workshopId, date });
  return {
    closed: rows.some((r) => r.row === CLOSURE_ROW),
    taken: rows.filter((r) => r.row >= 0),
    all: rows,
  };
}

export type PublicDayState = DayState | 'maintenance';

/**
 * A day as the public page shows it: `maintenance` when the workshop switched bookings off,
 * else `dayState` (past, closed, open) and, when open, its bookable rows free or taken.
 * Also returns what a booking needs to re-check (timetable, hours, simultaneous).
 */
export async function publicDay(db: DbOrTx, workshopId: number, date: string, today: string) {
  const [web, app] = await Promise.all([
    readSection(db, workshopId, 'web'),
    readSection(db, workshopId, 'app'),
  ]);
  const cells = web.manutenzione === 1 ? [] : (await takenCells(db, workshopId, date)).all;
  return dayOf(web, app, cells, date, today);
}

type Cell = { row: number; column: number };

/** `publicDay` from the settings and the day's cells (rows ≥ -1) already read. */
async function dayOf(
  web: Readonly<SectionValue<'web'>>,
  app: Readonly<SectionValue<'app'>>,
  cells: readonly Cell[],
  date: string,
  today: string,
) {
  const rules = {
    timetable: app.orari_tabella,
    hours: web.orari_lavoro,
    simultaneous: web.revisioni_simultane,
  };
  if (web.manutenzione === 1)
    return { date, state: 'maintenance' as PublicDayState, slots: [], taken: [], rules };
  const closed = cells.some((r) => r.row === CLOSURE_ROW);
  const taken = cells.filter((r) => r.row >= 0);
  const holiday = isClosedHoliday(date, await italianHolidays(yearOf(date)), web);
  const state: PublicDayState = dayState({
    date,
    today,
    hours: web.orari_lavoro,
    closedMarker: closed,
    holiday,
  });
  const slots = state === 'open' ? bookableSlots({ date, taken, ...rules }) : [];
  return { date, state, slots, taken, rules };
}

/**
 * GET /public/booking/:link/days/:date in one statement (README "Performance", public free
 * slots): counts the read on `limit` (`bookingReadWindow`), then answers as
 * `resolveWorkshop` + `publicDay` would. `checkLimit` gets the hit first and throws 429
 * past the limit (`assertBookingRead`); then 404 "Il link inserito non è valido" for a
 * link of no active, unexpired workshop.
 */
export async function publicDayByLink(
  db: DbOrTx,
  limit: { key: string; windowMs: number },
  checkLimit: (hit: { hits: number; retryMs: number }) => void,
  link: string,
  date: string,
  today: string,
) {
  const { rows } = await queries(db).dayByLink.execute({ ...limit, link, date });
  const first = rows[0]!;
  checkLimit(windowHit(first, limit.windowMs));
  const found = rows.length === 1 && first.id !== null ? first : null;
  const { id } = bookable(
    found && {
      id: found.id!,
      linkWeb: found.link_web,
      active: found.active!,
      expiresOn: found.expires_on,
    },
    today,
    BOOKING_MSG.invalidLink,
  );
  const cells: Cell[] = [];
  for (const pair of first.cells ? first.cells.split(',') : []) {
    const space = pair.indexOf(' ');
    cells.push({ row: Number(pair.slice(0, space)), column: Number(pair.slice(space + 1)) });
  }
  return dayOf(
    sectionOf('web', id, first.web ?? '{}'),
    sectionOf('app', id, first.app ?? '{}'),
    cells,
    date,
    today,
  );
}

/**
 * What the public page shows of the workshop of `link` (title, home text, maintenance,
 * vehicle types offered, today in Rome). Throws 404 "Il link inserito non è valido".
 */
export async function publicWorkshop(
  db: DbOrTx,
  link: string,
  today: string,
): Promise<PublicWorkshop> {
  const w = await resolveWorkshop(db, link, today);
  const [web, app] = await Promise.all([
    readSection(db, w.id, 'web'),
    readSection(db, w.id, 'app'),
  ]);
  return {
    titolo: app.titolo,
    testo_home_page: web.testo_home_page,
    manutenzione: web.manutenzione === 1,
    testo_manutenzione: web.manutenzione === 1 ? web.testo_manutenzione : '',
    tipi_veicolo: offeredVehicleTypes(web.tipo_veicoli),
    oggi: today,
  };
}
