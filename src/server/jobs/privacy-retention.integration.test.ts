/**
 * Retention (docs/PRIVACY.md "Retention"): what is older than the workshop's `privacy`
 * settings is anonymised, the boundaries exactly; Statistiche stay the same; once per day per
 * workshop even with two instances at once; the section's minimum is enforced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { saveSettings } from '@shared/contracts/settings';
import { getStatistics } from '@shared/contracts/statistics';
import { PRIVACY_MSG } from '@shared/messages';
import { appointments, archiveWords, customerActions, messages } from '@server/db/schema';
import { buildAppointment, buildMessage, buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInWorkshop } from '@server/test/sign-in';
import { runPrivacyRetention } from './privacy-retention';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

/** 2026-11-28, 11:00 in Rome. */
const NOW = Date.parse('2026-11-28T10:00:00Z');
const DAY = 86_400_000;

const appointment = async (ws: number, id: number) =>
  (
    await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, ws), eq(appointments.id, id)))
  )[0]!;
const message = async (ws: number, id: number) =>
  (
    await ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.workshopId, ws), eq(messages.id, id)))
  )[0]!;

describe('privacy retention', () => {
  it('anonymises appointments and messages past their months, not a day younger', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    // Defaults: 36 months for appointments (cut-off 2023-11-28), 24 for messages.
    const at = (date: string, surname: string) =>
      buildAppointment(db, w.id, {
        date,
        row: 1,
        column: 1,
        status: 2,
        surname,
        holder: 'TITOLARE',
        email: 'x@example.it',
        note: 'NOTA',
      });
    const expired = await at('2023-11-27', 'SCADUTOUNO');
    const kept = await at('2023-11-28', 'TENUTODUE');
    await db.insert(customerActions).values({
      workshopId: w.id,
      appointmentId: expired.id,
      action: 'confirm',
      surname: 'SCADUTOUNO',
      date: expired.date,
      row: 1,
    });
    const oldMsg = await buildMessage(db, w.id, {
      text: 'vecchio',
      sendState: 'failed',
      insertedAt: new Date(NOW - 1000 - 0).toISOString().replace('2026', '2024'),
    });
    const youngMsg = await buildMessage(db, w.id, {
      text: 'giovane',
      sendState: 'unknown',
      insertedAt: new Date(NOW + 60_000).toISOString().replace('2026', '2024'),
    });
    const queuedOld = await buildMessage(db, w.id, {
      text: 'in coda',
      insertedAt: '2020-01-01T00:00:00Z',
    });
    const statsBefore = (await w.call(getStatistics, {})).body;

    const runs = await runPrivacyRetention(db, NOW, { only: [w.id], batch: 1 });
    expect(runs).toEqual([
      {
        workshopId: w.id,
        appointments: 1,
        customerActions: 1,
        recalls: 0,
        messages: 1,
        archiveWords: expect.any(Number),
      },
    ]);
    expect(await appointment(w.id, expired.id)).toMatchObject({
      surname: 'ANONIMO',
      holder: '',
      phone: '',
      plate: '',
      email: '',
      note: '',
      date: '2023-11-27',
      status: 2,
    });
    expect(await appointment(w.id, kept.id)).toMatchObject({
      surname: 'TENUTODUE',
      phone: kept.phone,
    });
    expect(await message(w.id, oldMsg.id)).toMatchObject({ phone: '', text: '' });
    expect(await message(w.id, youngMsg.id)).toMatchObject({ text: 'giovane' });
    expect(await message(w.id, queuedOld.id)).toMatchObject({ text: 'in coda' });
    const words = (
      await db
        .select({ w: archiveWords.word })
        .from(archiveWords)
        .where(eq(archiveWords.workshopId, w.id))
    ).map((x) => x.w);
    expect(words).not.toContain('scadutouno');
    expect(words).toContain('tenutodue');
    expect((await w.call(getStatistics, {})).body).toEqual(statsBefore);

    // Already done today: nothing more, even a row that became due meanwhile.
    const late = await at('2020-01-01', 'TARDIVO');
    expect(await runPrivacyRetention(db, NOW, { only: [w.id] })).toEqual([]);
    expect((await appointment(w.id, late.id)).surname).toBe('TARDIVO');
    // The next day's run takes it, and the one of 2023-11-28 now past its 36 months.
    const next = await runPrivacyRetention(db, NOW + DAY, { only: [w.id] });
    expect(next[0]!.appointments).toBe(2);
    expect((await appointment(w.id, late.id)).surname).toBe('ANONIMO');
  });

  it('follows the workshop settings, and two instances at once run it once', async () => {
    const w = await signedInWorkshop(ctx);
    const db = ctx.database.db;
    await buildSettings(db, w.id, 'privacy', { mesi_appuntamenti: 48 });
    const a = await buildAppointment(db, w.id, { date: '2023-01-02', row: 1, column: 1 });
    const b = await buildAppointment(db, w.id, { date: '2022-11-27', row: 1, column: 1 });
    const [one, two] = await Promise.all([
      runPrivacyRetention(db, NOW, { only: [w.id] }),
      runPrivacyRetention(db, NOW, { only: [w.id] }),
    ]);
    expect([...one!, ...two!]).toHaveLength(1);
    expect((await appointment(w.id, a.id)).surname).toBe(a.surname);
    expect((await appointment(w.id, b.id)).surname).toBe('ANONIMO');
  });

  it('refuses a retention too short for the recalls, in Italian', async () => {
    const w = await signedInWorkshop(ctx);
    const res = await w.call(saveSettings, {
      params: { section: 'privacy' },
      body: { mesi_appuntamenti: 24 },
    });
    expect(res.status).toBe(400);
    expect(res.error?.message).toContain(PRIVACY_MSG.appointmentsRetention);
    const ok = await w.call(saveSettings, {
      params: { section: 'privacy' },
      body: { mesi_appuntamenti: 25, mesi_messaggi: 12 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ mesi_appuntamenti: 25, mesi_messaggi: 12 });
  });
});
