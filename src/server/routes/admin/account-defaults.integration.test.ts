/**
 * Day one for a new account (spec 000 §9, 001 §9 defaults; `@shared/domain/account-defaults`):
 * an account the super-admin creates works with no setting touched — open weekday slots on
 * the public booking page, the day's SMS reminders queued with the default text — and the
 * migration that filled the defaults into older accounts fills only what is empty, twice
 * without change, on both databases.
 */
import fs from 'node:fs';
import { and, eq, sql as drizzleSql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '@shared/contracts/admin';
import { login } from '@shared/contracts/auth';
import { getBookingDay } from '@shared/contracts/web-booking';
import { bookingWeekday } from '@shared/domain/web-booking';
import { queueReminders } from '@shared/contracts/reminders';
import { ACCOUNT_DEFAULTS, defaultWorkingHours } from '@shared/domain/account-defaults';
import { addDays, todayInRome } from '@shared/domain/dates';
import { DEFAULT_SMS_TEXTS, DEFAULT_TOOL_SERVER } from '@shared/domain/default-texts';
import { settings } from '@server/db/schema';
import { apiClient } from '@server/test/client';
import { buildAppointment, buildSettings, buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInAdmin, sessionCookie } from '@server/test/sign-in';
import { bookableDate } from '@server/test/booking';
import { accountSettings } from '@server/domain/workshops';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

const sectionsOf = async (workshopId: number) =>
  Object.fromEntries(
    (await ctx.database.db.select().from(settings).where(eq(settings.workshopId, workshopId))).map(
      (r) => [r.section, r.value as Record<string, unknown>],
    ),
  );

const MIGRATION_FILE = new URL('../../db/migrations/0011_account_defaults.sql', import.meta.url);

/** Runs the migration's statements (Drizzle's breakpoint separates them) on the test database. */
const runMigration = async () => {
  const sql = fs.readFileSync(MIGRATION_FILE, 'utf8');
  for (const statement of sql.split('--> statement-breakpoint'))
    await ctx.database.db.execute(drizzleSql.raw(statement));
};

describe('a new account', () => {
  it('takes a public booking on a weekday and queues SMS reminders with no setting touched', async () => {
    const adm = await signedInAdmin(ctx);
    const username = `nuova_${Date.now()}`;
    const made = await adm.call(admin.createAdminWorkshop, {
      body: { username, password: 'password-nuova', linkWeb: `nv${Date.now() % 1e8}` },
    });
    expect(made.status).toBe(201);
    const id = made.body.workshop.id;
    const stored = await sectionsOf(id);
    for (const { section, value } of accountSettings()) expect(stored[section]).toEqual(value);

    // Monday–Friday: the default hours open Saturday mornings only (fewer rows).
    let n = 2;
    while (!['1', '2', '3', '4', '5'].includes(bookingWeekday(bookableDate(n)))) n++;
    const day = bookableDate(n);
    const open = await apiClient(ctx.app, { remoteAddress: '10.9.0.1' }).call(getBookingDay, {
      params: { link: made.body.workshop.linkWeb!, date: day },
    });
    expect(open.status).toBe(200);
    expect(open.body.state).toBe('open');
    expect(open.body.slots.filter((s) => s.free).length).toBeGreaterThan(10);

    const signed = await apiClient(ctx.app).call(login, {
      body: { username, password: 'password-nuova' },
    });
    const cookie = sessionCookie(signed.headers);
    const date = addDays(todayInRome(), 3);
    await buildAppointment(ctx.database.db, id, {
      date,
      row: 4,
      phone: '3331234567',
      reminderStatus: 1,
    });
    const queued = await apiClient(ctx.app, { cookie }).call(queueReminders, {
      params: { date },
      body: { channel: 'sms' },
    });
    expect(queued.status).toBe(200);
    expect(queued.body, JSON.stringify(queued.body)).toMatchObject({ queued: 1 });
  });
});

describe('0011_account_defaults', () => {
  it('fills what is missing or empty, keeps what a workshop set, and changes nothing the second time', async () => {
    const { db } = ctx.database;
    const bare = await buildWorkshop(db);
    const set = await buildWorkshop(db);
    await buildSettings(db, set.id, 'sms', {
      mittente: 'Officina B',
      giorni_promemoria: 3,
      testo_promemoria: '',
      testo_richiami: 'Il nostro testo $veicolo$',
    });
    await buildSettings(db, set.id, 'web', { orari_lavoro: {}, revisioni_simultane: 2 });
    await buildSettings(db, set.id, 'tool', { server: '' });

    await runMigration();
    const a = await sectionsOf(bare.id);
    // The recall texts gained `$stop$` after 0011 (docs/MESSAGING.md "Non contattare"): the
    // migration keeps filling the texts of its day.
    const { testo_richiami: _r, testo_normalizzati: _n, ...sinceThen } = ACCOUNT_DEFAULTS.sms;
    expect(a.sms).toMatchObject(sinceThen);
    expect(a.web!.orari_lavoro).toEqual(defaultWorkingHours());
    expect(a.tool).toMatchObject({ server: DEFAULT_TOOL_SERVER });
    expect(a.wa).toMatchObject({ massivo_max: 50 });

    const b = await sectionsOf(set.id);
    expect(b.sms).toMatchObject({
      mittente: 'Officina B',
      giorni_promemoria: 3,
      testo_promemoria: DEFAULT_SMS_TEXTS.testo_promemoria,
      testo_richiami: 'Il nostro testo $veicolo$',
    });
    expect(b.web).toMatchObject({ orari_lavoro: defaultWorkingHours(), revisioni_simultane: 2 });
    expect(b.tool).toMatchObject({ server: DEFAULT_TOOL_SERVER });

    const stamps = async () =>
      (
        await db
          .select({ section: settings.section, at: settings.updatedAt })
          .from(settings)
          .where(and(eq(settings.workshopId, set.id)))
      ).map((r) => `${r.section}:${String(r.at)}`);
    const before = await stamps();
    await runMigration();
    expect(await sectionsOf(set.id)).toEqual(b);
    expect(await stamps()).toEqual(before);
  });
});
