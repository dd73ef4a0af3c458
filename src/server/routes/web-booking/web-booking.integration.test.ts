/** Public online booking API (spec 001 §4–§6, §9; docs/BOOKING.md). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelBooking,
  claimWaConfirmation,
  confirmBooking,
  createBooking,
  getBookingDay,
  getBookingWorkshop,
  listPendingWaConfirmations,
  listWebBookings,
  reportWaConfirmation,
} from '@shared/contracts/web-booking';
import { resendConfirmation } from '@shared/contracts/appointments';
import { addDays, formatSlashed, todayInRome } from '@shared/domain/dates';
import { appointments, messages } from '@server/db/schema';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { apiClient } from '@server/test/client';
import { buildAppointment, buildSettings } from '@server/test/factories';
import { signedInWorkshop } from '@server/test/sign-in';
import {
  OPEN_HOURS,
  bookableDate,
  bookingBody,
  bookingWorkshop,
  nextSunday,
} from '@server/test/booking';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ BOOKING_RATE_LIMIT: '1000' });
});
afterAll(async () => ctx.close());

const pub = () => apiClient(ctx.app, { remoteAddress: '10.0.0.1' });
const countOf = async (workshopId: number) =>
  (await ctx.database.db.select().from(appointments).where(eq(appointments.workshopId, workshopId)))
    .length;

describe('booking link', () => {
  it('resolves an active workshop and refuses unknown, inactive, expired ones', async () => {
    const { db } = ctx.database;
    const w = await bookingWorkshop(db, { web: { testo_home_page: 'Benvenuti' } });
    const ok = await pub().call(getBookingWorkshop, { params: { link: w.linkWeb } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      titolo: 'ReviApp',
      testo_home_page: 'Benvenuti',
      manutenzione: false,
    });
    const off = await bookingWorkshop(db, { account: { active: 0 } });
    const old = await bookingWorkshop(db, { account: { expiresOn: addDays(todayInRome(), -1) } });
    for (const link of ['nonesiste', off.linkWeb, old.linkWeb]) {
      const r = await pub().call(getBookingWorkshop, { params: { link } });
      expect(r.status, link).toBe(404);
      expect(r.error?.message).toBe('Il link inserito non è valido');
      const b = await pub().call(createBooking, {
        params: { link },
        body: bookingBody(bookableDate()),
      });
      expect(b.status).toBe(404);
    }
    expect(await countOf(off.id)).toBe(0);
    expect(await countOf(old.id)).toBe(0);
  });
});

describe('day view', () => {
  it('past, today, Sunday, CHIUSURA and maintenance; slots are only free/taken', async () => {
    const { db } = ctx.database;
    const w = await bookingWorkshop(db);
    const day = (date: string, link = w.linkWeb) =>
      pub().call(getBookingDay, { params: { link, date } });
    expect((await day(todayInRome())).body.state).toBe('past');
    expect((await day(addDays(todayInRome(), -3))).body.state).toBe('past');
    expect((await day(nextSunday())).body.state).toBe('closed');
    const d = bookableDate();
    await buildAppointment(db, w.id, { date: d, row: 0, column: 1, surname: 'SEGRETO' });
    const open = await day(d);
    expect(open.body.state).toBe('open');
    expect(open.body.slots[0]).toEqual({ row: 0, time: '7:30', free: false });
    expect(open.body.slots.some((s) => s.row === 1)).toBe(false); // 'n'
    expect(JSON.stringify(open.body)).not.toContain('SEGRETO');
    const closedDay = bookableDate(1);
    await buildAppointment(db, w.id, { date: closedDay, row: -1, column: 1, surname: 'CHIUSURA' });
    expect((await day(closedDay)).body).toMatchObject({ state: 'closed', slots: [] });
    await buildSettings(db, w.id, 'web', {
      orari_lavoro: {},
      manutenzione: 1,
      testo_manutenzione: 'Chiuso',
    });
    expect((await day(d)).body.state).toBe('maintenance');
    expect(
      (await pub().call(getBookingWorkshop, { params: { link: w.linkWeb } })).body
        .testo_manutenzione,
    ).toBe('Chiuso');
  });
});

describe('booking', () => {
  it('books web = 1 with id_casuale, uppercase, note and a queued confirmation SMS', async () => {
    const { db } = ctx.database;
    const w = await bookingWorkshop(db);
    const d = bookableDate();
    const res = await pub().call(createBooking, {
      params: { link: w.linkWeb },
      body: bookingBody(d),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ date: d, time: '9:30', model: 'HONDA SH 125', web: 1 });
    const [row] = await db.select().from(appointments).where(eq(appointments.workshopId, w.id));
    expect(row).toMatchObject({
      surname: 'ROSSI',
      phone: '3331234567',
      web: 1,
      column: 1,
      vehicleType: 1,
    });
    expect(row!.randomId).toMatch(new RegExp(`^${w.linkWeb}${d.slice(0, 4)}[A-Za-z0-9]{20}$`));
    expect(row!.note).toBe(`sms inviato ${formatSlashed(todayInRome())}`);
    const [sms] = await db.select().from(messages).where(eq(messages.workshopId, w.id));
    expect(sms!.text).toContain(`conferma?code=${row!.randomId}`);
    expect(sms!.text).toContain('HONDA SH 125');
  });

  it('refuses outside opening hours, closed days, the past, bad input, and writes nothing', async () => {
    const { db } = ctx.database;
    const w = await bookingWorkshop(db);
    const closedDay = bookableDate(2);
    await buildAppointment(db, w.id, { date: closedDay, row: -1, column: 1, surname: 'CHIUSURA' });
    const before = await countOf(w.id);
    const cases = [
      bookingBody(bookableDate(), 1), // row 'n'
      bookingBody(bookableDate(), 40), // past the timetable
      bookingBody(nextSunday()),
      bookingBody(closedDay),
      bookingBody(todayInRome()),
      bookingBody(addDays(todayInRome(), -1)),
      bookingBody(bookableDate(), 4, { phone: '0612345678' }),
      bookingBody(bookableDate(), 4, { surname: '   ' }),
      bookingBody(bookableDate(), 4, { privacy: false }),
    ];
    for (const body of cases) {
      const r = await pub().call(createBooking, {
        params: { link: w.linkWeb },
        body: body as never,
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect(await countOf(w.id)).toBe(before);
  });

  it('a taken slot says "Questo appuntamento non è più disponibile"; 2 columns give 2', async () => {
    const { db } = ctx.database;
    const w = await bookingWorkshop(db, { web: { revisioni_simultane: 2 } });
    const d = bookableDate();
    const book = () =>
      pub().call(createBooking, { params: { link: w.linkWeb }, body: bookingBody(d, 6) });
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(201);
    const third = await book();
    expect(third.status).toBe(409);
    expect(third.error?.message).toBe('Questo appuntamento non è più disponibile');
    const day = await pub().call(getBookingDay, { params: { link: w.linkWeb, date: d } });
    expect(day.body.slots.find((s) => s.row === 6)?.free).toBe(false);
  });

  it('is rate-limited per address', async () => {
    const limited = await setupTestApp({ BOOKING_RATE_LIMIT: '2' });
    try {
      const w = await bookingWorkshop(limited.database.db);
      const c = apiClient(limited.app, { remoteAddress: '10.9.9.9' });
      const statuses = [];
      for (const row of [2, 3, 4])
        statuses.push(
          (
            await c.call(createBooking, {
              params: { link: w.linkWeb },
              body: bookingBody(bookableDate(), row),
            })
          ).status,
        );
      expect(statuses).toEqual([201, 201, 429]);
      const other = apiClient(limited.app, { remoteAddress: '10.9.9.8' });
      expect(
        (
          await other.call(createBooking, {
            params: { link: w.linkWeb },
            body: bookingBody(bookableDate(), 5),
          })
        ).status,
      ).toBe(201);
      // One IPv6 host rotating through its own /64 is one address (`addressKey`).
      const v6 = [];
      for (const [i, row] of [6, 7, 8, 9].entries())
        v6.push(
          (
            await apiClient(limited.app, { remoteAddress: `2001:db8:7:1::${i + 1}` }).call(
              createBooking,
              { params: { link: w.linkWeb }, body: bookingBody(bookableDate(), row) },
            )
          ).status,
        );
      expect(v6).toEqual([201, 201, 429, 429]);
      const nextBlock = apiClient(limited.app, { remoteAddress: '2001:db8:7:2::1' });
      expect(
        (
          await nextBlock.call(createBooking, {
            params: { link: w.linkWeb },
            body: bookingBody(bookableDate(), 10),
          })
        ).status,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('confirm page', () => {
  async function booked(date = bookableDate()) {
    const w = await bookingWorkshop(ctx.database.db);
    await pub().call(createBooking, { params: { link: w.linkWeb }, body: bookingBody(date) });
    const [row] = await ctx.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.workshopId, w.id));
    return { w, row: row! };
  }

  it('confirms (web 2, note cleared) and shows only date, time, model, title and address', async () => {
    const { w, row } = await booked();
    await buildSettings(ctx.database.db, w.id, 'utente', { indirizzo: 'Via Emilia 12, Forlì' });
    const r = await pub().call(confirmBooking, { params: { code: row.randomId! } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      date: row.date,
      time: '9:30',
      model: 'HONDA SH 125',
      web: 2,
      cancellable: true,
      titolo: 'ReviApp',
      indirizzo: 'Via Emilia 12, Forlì',
    });
    const [after] = await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, w.id), eq(appointments.id, row.id)));
    expect(after).toMatchObject({ web: 2, note: '' });
    const missing = await pub().call(confirmBooking, {
      params: { code: `${w.linkWeb}2026AAAAAAAAAAAAAAAAAAAA` },
    });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('Appuntamento non esistente');
  });

  it("one workshop's link never touches another's appointment", async () => {
    const a = await booked();
    const b = await booked();
    const forged = `${a.w.linkWeb}${b.row.randomId!.slice(b.w.linkWeb.length)}`;
    expect((await pub().call(confirmBooking, { params: { code: forged } })).status).toBe(404);
    expect((await pub().call(cancelBooking, { params: { code: forged } })).status).toBe(404);
    const [still] = await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, b.w.id), eq(appointments.id, b.row.id)));
    expect(still).toMatchObject({ web: 1 });
  });

  it('cancels before the deadline, refuses after it', async () => {
    const { w, row } = await booked();
    expect((await pub().call(cancelBooking, { params: { code: row.randomId! } })).body).toEqual({
      ok: true,
    });
    expect(await countOf(w.id)).toBe(0);
    const late = await buildAppointment(ctx.database.db, w.id, {
      date: todayInRome(),
      web: 1,
      randomId: `${w.linkWeb}2026BBBBBBBBBBBBBBBBBBBB`,
    });
    const r = await pub().call(cancelBooking, { params: { code: late.randomId! } });
    expect(r.status).toBe(409);
    expect(r.error?.message).toBe(
      "E' possibile disdire l'appuntamento fino le 24:00 del giorno prima",
    );
    expect(await countOf(w.id)).toBe(1);
  });
});

describe('workshop side', () => {
  it('lists web bookings, resends the SMS, and runs WhatsApp confirmations through the tool', async () => {
    const { db } = ctx.database;
    const s = await signedInWorkshop(ctx, { linkWeb: `wa${Date.now()}` });
    const link = s.workshop.linkWeb!;
    await buildSettings(db, s.workshop.id, 'web', { orari_lavoro: OPEN_HOURS });
    const staff = apiClient(ctx.app, { cookie: s.cookie });
    const d = bookableDate();
    await pub().call(createBooking, { params: { link }, body: bookingBody(d, 3) });
    const list = await staff.call(listWebBookings);
    expect(list.body).toMatchObject({ enabled: true, confirmed: 0, total: 1 });
    expect(list.body.toConfirm[0]).toMatchObject({ date: d, row: 3, surname: 'ROSSI' });
    const id = list.body.toConfirm[0]!.id;
    const resent = await staff.call(resendConfirmation, { params: { id } });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ notice: 'SMS inviato' }); // spec 000 §8
    expect(
      (await db.select().from(messages).where(eq(messages.workshopId, s.workshop.id))).length,
    ).toBe(2);

    await buildSettings(db, s.workshop.id, 'app', { opzioni: '+whatsapp' });
    await buildSettings(db, s.workshop.id, 'web', { orari_lavoro: OPEN_HOURS, msg_conferma: 'wa' });
    await pub().call(createBooking, { params: { link }, body: bookingBody(d, 5) });
    const pending = await staff.call(listPendingWaConfirmations);
    expect(pending.body.messages).toHaveLength(1);
    expect(pending.body.messages[0]!.text).toContain('conferma?code=');
    const waId = pending.body.messages[0]!.id;
    await buildSettings(db, s.workshop.id, 'tool', { id_wa: 'PC-WA' });
    const claimed = await staff.call(claimWaConfirmation, {
      params: { id: waId },
      body: { pcId: 'PC-WA' },
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual(pending.body.messages[0]);
    expect(
      (
        await staff.call(reportWaConfirmation, {
          params: { id: waId },
          body: { outcome: 'inviato' },
        })
      ).status,
    ).toBe(200);
    expect((await staff.call(listPendingWaConfirmations)).body.messages).toHaveLength(0);
    const [wa] = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, s.workshop.id), eq(appointments.id, waId)));
    expect(wa!.note).toMatch(/^WA inviato \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    // Another workshop's session cannot report it.
    const other = await signedInWorkshop(ctx);
    const o = apiClient(ctx.app, { cookie: other.cookie });
    expect(
      (await o.call(reportWaConfirmation, { params: { id }, body: { outcome: 'no_wa' } })).status,
    ).toBe(404);
    expect((await o.call(listWebBookings)).body).toMatchObject({ enabled: false, total: 0 });
  });
});
