/**
 * The demo workshop (README first look): seeded once on an empty database, fast, usable
 * through the API, and showing everything — options, booking link, opening hours, texts,
 * company data, helper tool, and past inspections for the recalls screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { OPTION_FLAGS } from '@shared/contracts/auth';
import { addDays, dayjs, todayInRome, weekdayMondayFirst } from '@shared/domain/dates';
import {
  DEFAULT_SMS_TEXTS,
  DEFAULT_TOOL_SERVER,
  DEFAULT_WA_TEXTS,
  MESSAGE_TEMPLATE_FIELDS,
  defaultVariables,
} from '@shared/domain/default-texts';
import { isValidMobile } from '@shared/domain/phone';
import { DEFAULT_TIMETABLE } from '@shared/domain/timetable';
import { appointments, vehicleAnnotations, workshops } from '../db/schema';
import { setupTestApp, type TestContext } from '../test/harness';
import { apiClient, type ApiClient } from '../test/client';
import { getDay, searchVehicles } from '@shared/contracts/appointments';
import { getSession, login, sessionOf } from '@shared/contracts/auth';
import { getNote, getNotesHistory } from '@shared/contracts/notes';
import type { z } from 'zod';
import {
  getSettings,
  SETTINGS_SCHEMAS,
  webSettingsSchema,
  type SettingsSection,
} from '@shared/contracts/settings';
import { getAnnotation } from '@shared/contracts/vehicle-annotations';
import { DEMO_LINK_WEB, DEMO_PASSWORD, DEMO_USERNAME, seedDemoIfEmpty } from './demo';
import { historyAppointments, workingDaysOfMonthBefore } from './demo-history';
import { prng } from './demo-data';
import { sessionCookie } from '@server/test/sign-in';

let ctx: TestContext;
let api: ApiClient;
const today = todayInRome();
let workshopId = 0;

beforeAll(async () => {
  ctx = await setupTestApp();
  expect(await seedDemoIfEmpty(ctx.database.db, today)).toBe(true);
  const res = await apiClient(ctx.app).call(login, {
    body: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  workshopId = sessionOf(res.body).workshop!.id;
  api = apiClient(ctx.app, { cookie: sessionCookie(res.headers) });
});
afterAll(async () => ctx.close());

/** First day (ISO) of the month `months` before today's month. */
const monthStart = (months: number) =>
  dayjs.utc(today).startOf('month').subtract(months, 'month').format('YYYY-MM-DD');

describe('demo seed', () => {
  it('seeds only an empty database', async () => {
    expect(await seedDemoIfEmpty(ctx.database.db, today)).toBe(false);
    expect(await ctx.database.db.select().from(workshops)).toHaveLength(1);
  });

  it('keeps a realistic fortnight, notes and an annotation in the grid', async () => {
    let total = 0;
    for (let d = -7; d <= 7; d++) {
      const day = (await api.call(getDay, { query: { date: addDays(today, d) } })).body;
      expect(day.closed).toBe(false);
      total += day.appointments.length;
    }
    expect(total).toBeGreaterThan(20);
    expect((await api.call(getNote, { params: { date: today } })).body.note.text).not.toBe('');
    expect(
      (await api.call(getNotesHistory, { query: { from: today, dir: 'back' } })).body.notes.length,
    ).toBeGreaterThanOrEqual(2);

    const [annotation] = await ctx.database.db
      .select()
      .from(vehicleAnnotations)
      .where(eq(vehicleAnnotations.workshopId, workshopId));
    const shown = (await api.call(getAnnotation, { params: { plate: annotation!.plate } })).body;
    expect(shown.annotation.problems).toContain('Pastiglie freni consumate');

    const someone = (
      await api.call(getDay, { query: { date: addDays(today, -1) } })
    ).body.appointments.find((a) => a.plate.length > 6);
    if (someone) {
      const found = (await api.call(searchVehicles, { query: { phone: someone.phone } })).body;
      expect(found.vehicles.map((v) => v.plate)).toContain(someone.plate);
    }
  });

  it('switches every option flag on and has the booking link demo', async () => {
    const session = (await api.call(getSession)).body;
    expect([...session.app.options].sort()).toEqual([...OPTION_FLAGS].sort());
    expect(session.workshop!.linkWeb).toBe(DEMO_LINK_WEB);
    const [w] = await ctx.database.db
      .select()
      .from(workshops)
      .where(eq(workshops.linkWeb, DEMO_LINK_WEB));
    expect(w!.username).toBe(DEMO_USERNAME);
    expect(w!.active).toBe(1);
  });

  it('opens Monday–Saturday (Saturday mornings), Sunday closed, two at a time', async () => {
    const web = webSettingsSchema.parse(
      (await api.call(getSettings, { params: { section: 'web' } })).body,
    );
    expect(web.revisioni_simultane).toBe(2);
    expect(web.testo_home_page.length).toBeGreaterThan(40);
    expect(Object.keys(web.orari_lavoro).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    const open = (weekday: string) =>
      (web.orari_lavoro[weekday] as string[]).flatMap((v, row) => (v === 's' ? [row] : []));
    for (const weekday of ['1', '2', '3', '4', '5']) {
      expect(web.orari_lavoro[weekday]).toHaveLength(DEFAULT_TIMETABLE.length);
      expect(open(weekday).map((row) => DEFAULT_TIMETABLE[row])).toEqual([
        ...['8:00', '8:30', '9:00', '9:30', '10:00', '10:30', '11:00', '11:30', '12:00'],
        ...['15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30'],
      ]);
    }
    expect(open('6').map((row) => DEFAULT_TIMETABLE[row])).toEqual([
      ...['8:00', '8:30', '9:00', '9:30', '10:00', '10:30', '11:00', '11:30', '12:00'],
    ]);
  });

  it('has Italian texts for every template, company data and the helper tool', async () => {
    const section = async <S extends SettingsSection>(name: S) =>
      SETTINGS_SCHEMAS[name].parse(
        (await api.call(getSettings, { params: { section: name } })).body,
      ) as z.infer<(typeof SETTINGS_SCHEMAS)[S]>;
    const [sms, wa, company, tool] = await Promise.all([
      section('sms'),
      section('wa'),
      section('utente'),
      section('tool'),
    ]);
    for (const field of MESSAGE_TEMPLATE_FIELDS) {
      expect(sms[field]).toBe(DEFAULT_SMS_TEXTS[field]);
      expect(wa[field]).toBe(DEFAULT_WA_TEXTS[field]);
      for (const variable of defaultVariables(field)) expect(sms[field]).toContain(variable);
    }
    expect(sms.testo_promemoria).toMatch(/\$giorno\$.*\$ora\$/);
    expect(sms.mittente.length).toBeLessThanOrEqual(11);
    for (const key of ['nome', 'matricola', 'autorizzazione', 'indirizzo', 'email', 'telefono'])
      expect(company[key as keyof typeof company], key).not.toBe('');
    expect(company.partita_iva).toMatch(/^\d{11}$/);
    expect(tool.server).toBe(DEFAULT_TOOL_SERVER);
    expect(DEFAULT_TOOL_SERVER).toBe('http://localhost:1987');
  });

  it('has inspections done two years ago this month (and annual ones a year ago)', async () => {
    const inspected = await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, workshopId), inArray(appointments.status, [2, 3])));
    const done = (from: string, to: string) =>
      inspected.filter((a) => a.date >= from && a.date < to);
    const twoYears = done(monthStart(24), monthStart(23));
    expect(twoYears.length).toBeGreaterThanOrEqual(30);
    expect(new Set(twoYears.map((a) => a.date)).size).toBeGreaterThanOrEqual(20);
    for (const a of twoYears) {
      expect(isValidMobile(a.phone), a.phone).toBe(true);
      expect(a.model).not.toBe('');
      expect(a.plate.length).toBeGreaterThanOrEqual(7);
      expect(a.holder).toContain(a.surname);
      expect(a.address.length).toBeGreaterThanOrEqual(20);
      expect(a.vehicleType).not.toBe(2);
    }
    const oneYear = done(monthStart(12), monthStart(11));
    const annual = oneYear.filter((a) => a.vehicleType === 2);
    expect(annual.length).toBeGreaterThanOrEqual(3);
    for (const a of annual) expect(a.address.length).toBeGreaterThanOrEqual(20);
    // The grid shows them, and their years are available in the calendar.
    const day = (await api.call(getDay, { query: { date: twoYears[0]!.date } })).body;
    expect(day.appointments.length).toBeGreaterThanOrEqual(1);
    const session = (await api.call(getSession)).body;
    expect(session.availableYears).toContain(Number(monthStart(24).slice(0, 4)));
  });
});

describe('demo history (pure)', () => {
  it('takes the right month whatever the day, never a Sunday', () => {
    const days = workingDaysOfMonthBefore('2026-03-31', 24);
    expect(days[0]).toBe('2024-03-01');
    expect(days.every((d) => d.startsWith('2024-03-'))).toBe(true);
    expect(days.some((d) => weekdayMondayFirst(d) === 6)).toBe(false);
    expect(days).toHaveLength(26); // March 2024 has 5 Sundays
    const rows = historyAppointments(7, '2026-01-15', prng(1));
    expect(rows.filter((r) => r.date!.startsWith('2024-01-')).length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((r) => r.date!.startsWith('2025-01-') && r.vehicleType === 2)).toHaveLength(
      4,
    );
    const slots = rows.map((r) => `${r.date} ${r.row} ${r.column}`);
    expect(new Set(slots).size).toBe(slots.length);
  });
});
