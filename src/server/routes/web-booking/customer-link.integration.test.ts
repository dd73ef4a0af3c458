/**
 * Customer links (docs/MESSAGING.md "Customer links"): `$link$` in a reminder becomes the
 * appointment's own page; the customer confirms, cancels (until midnight before) or moves it
 * once; every action is at most once, races included; a freed slot is bookable at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, getBookingDay } from '@shared/contracts/web-booking';
import {
  cancelCustomerAppointment,
  confirmCustomerAppointment,
  getCustomerAppointment,
  getCustomerMoveDay,
  moveCustomerAppointment,
} from '@shared/contracts/customer-link';
import { getDay } from '@shared/contracts/appointments';
import { queueReminders } from '@shared/contracts/reminders';
import { addDays, todayInRome } from '@shared/domain/dates';
import { appointments, customerActions, notifications } from '@server/db/schema';
import { linkKey, signLinkToken } from '@server/domain/link-tokens';
import { apiClient } from '@server/test/client';
import { buildAppointment, buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { messagesOf } from '@server/test/messaging';
import { OPEN_HOURS, bookableDate, bookingBody } from '@server/test/booking';
import { customerLink, customerLinkKey } from '@server/domain/customer-links';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ BOOKING_RATE_LIMIT: '1000', BOOKING_READ_RATE_LIMIT: '10000' });
});
afterAll(async () => ctx?.close());

const pub = () => apiClient(ctx.app, { remoteAddress: '10.0.0.7' });
const INVALID = 'Il link inserito non è valido';
const TEXT = 'Revisione $veicolo$ il $giorno$ alle $ora$. Conferma, disdici o sposta: $link$';

/** A workshop with a booking link, open hours, a reminder text with `$link$`, one simultaneous inspection. */
async function linkWorkshop(sms: Record<string, unknown> = {}) {
  const db = ctx.database.db;
  const s = await signedInWorkshop(ctx, { linkWeb: `cl${Math.random().toString(36).slice(2, 9)}` });
  await buildSettings(db, s.workshop.id, 'web', {
    orari_lavoro: OPEN_HOURS,
    revisioni_simultane: 1,
  });
  await buildSettings(db, s.workshop.id, 'sms', {
    testo_promemoria: TEXT,
    giorni_promemoria: 1,
    ...sms,
  });
  return { ...s, id: s.workshop.id, staff: apiClient(ctx.app, { cookie: s.cookie }) };
}

/** Token `t` of the first link in `text`. */
const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('t')!;

/** The key the server signs customer links with. */
const key = () => customerLinkKey(ctx.app.deps.config.SESSION_SECRET);
const tokenFor = (workshopId: number, a: { id: number; date: string }) =>
  tokenOf(customerLink(key(), 'http://x/', workshopId, a.id, a.date));

async function appointmentOf(workshopId: number, id: number) {
  const [row] = await ctx.database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.workshopId, workshopId), eq(appointments.id, id)));
  return row;
}

describe('$link$ in reminders', () => {
  it('becomes each appointment own link, with no personal data, opening its page', async () => {
    const w = await linkWorkshop();
    const date = bookableDate(2);
    await buildAppointment(ctx.database.db, w.id, {
      date,
      row: 4,
      column: 1,
      reminderStatus: 1,
      surname: 'BIANCHI MARIO',
      model: 'VESPA 125',
      plate: 'XY123ZZ',
      phone: '3339876543',
    });
    const queued = await w.staff.call(queueReminders, {
      params: { date },
      body: { channel: 'sms' },
    });
    expect(queued.status).toBe(200);
    const [m] = await messagesOf(ctx, w.id);
    expect(m!.text).toMatch(
      /^Revisione VESPA 125 il .* alle .*\. Conferma, disdici o sposta: http/,
    );
    const url = /https?:\/\/\S+/.exec(m!.text)![0];
    expect(new URL(url).pathname).toBe('/appuntamento');
    for (const personal of ['BIANCHI', 'VESPA', 'XY123ZZ', '3339876543'])
      expect(url).not.toContain(personal);
    const page = await pub().call(getCustomerAppointment, { params: { token: tokenOf(m!.text) } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      state: 'active',
      date,
      model: 'VESPA 125',
      confirmed: false,
      moved: false,
      cancellable: true,
      movable: true,
      notice: '',
    });
    expect(page.body.time).toMatch(/^\d{1,2}:\d\d$/);
  });

  it('leaves a text without $link$ as it was', async () => {
    const w = await linkWorkshop({ testo_promemoria: 'Revisione $veicolo$ il $giorno$' });
    const date = bookableDate(2);
    await buildAppointment(ctx.database.db, w.id, { date, row: 4, reminderStatus: 1, model: 'SH' });
    await w.staff.call(queueReminders, { params: { date }, body: { channel: 'sms' } });
    const [m] = await messagesOf(ctx, w.id);
    expect(m!.text).not.toMatch(/http/);
  });
});

describe('the link', () => {
  it('tampered → 400; another workshop or a removed appointment → 404; expired → 404 link_expired', async () => {
    const w = await linkWorkshop();
    const other = await linkWorkshop();
    const a = await buildAppointment(ctx.database.db, w.id, { date: bookableDate(3), row: 4 });
    const token = tokenFor(w.id, a);
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    const tampered = await pub().call(getCustomerAppointment, { params: { token: flipped } });
    expect(tampered.status).toBe(400);
    expect(tampered.error?.message).toBe(INVALID);
    const short = await pub().call(getCustomerAppointment, { params: { token: 'abc' } });
    expect(short.status).toBe(400);
    // A genuine token naming the other workshop with this workshop's appointment id.
    const cross = signLinkToken(linkKey(ctx.app.deps.config.SESSION_SECRET, 'customer-link'), {
      workshopId: other.id,
      recordId: a.id,
      expiresAtS: Math.floor(Date.now() / 1000) + 86_400,
    });
    const crossed = await pub().call(getCustomerAppointment, { params: { token: cross } });
    expect(crossed.status).toBe(404);
    expect(crossed.error?.message).toBe(INVALID);
    // Another purpose's key (a booking sheet token) is not a customer link.
    const sheet = signLinkToken(linkKey(ctx.app.deps.config.SESSION_SECRET, 'booking-sheet'), {
      workshopId: w.id,
      recordId: a.id,
      expiresAtS: Math.floor(Date.now() / 1000) + 86_400,
    });
    expect((await pub().call(getCustomerAppointment, { params: { token: sheet } })).status).toBe(
      400,
    );
    // Token past its own expiry.
    const old = signLinkToken(key(), {
      workshopId: w.id,
      recordId: a.id,
      expiresAtS: Math.floor(Date.now() / 1000) - 1,
    });
    const expired = await pub().call(getCustomerAppointment, { params: { token: old } });
    expect(expired.status).toBe(404);
    expect(expired.error?.code).toBe('link_expired');
    // The appointment's day is past: the page says the link expired.
    const past = await buildAppointment(ctx.database.db, w.id, {
      date: addDays(todayInRome(), -1),
      row: 4,
    });
    const after = await pub().call(getCustomerAppointment, {
      params: { token: tokenFor(w.id, past) },
    });
    expect(after.status).toBe(404);
    expect(after.error).toEqual({
      code: 'link_expired',
      message: "Il link è scaduto: l'appuntamento è già passato",
    });
    // Deleted by the desk.
    await ctx.database.db
      .delete(appointments)
      .where(and(eq(appointments.workshopId, w.id), eq(appointments.id, a.id)));
    const gone = await pub().call(getCustomerAppointment, { params: { token } });
    expect(gone.status).toBe(404);
    expect(gone.error?.message).toBe(INVALID);
  });
});

describe('Confermo', () => {
  it('marks the appointment once, shows on the grid and notifies the workshop', async () => {
    const w = await linkWorkshop();
    const a = await buildAppointment(ctx.database.db, w.id, {
      date: bookableDate(1),
      row: 4,
      surname: 'ROSSI ANNA',
    });
    const token = tokenFor(w.id, a);
    const first = await pub().call(confirmCustomerAppointment, { params: { token } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      confirmed: true,
      notice: 'Appuntamento confermato. Grazie!',
    });
    const again = await pub().call(confirmCustomerAppointment, { params: { token } });
    expect(again.body).toMatchObject({
      confirmed: true,
      notice: "L'appuntamento era già confermato",
    });
    const day = await w.staff.call(getDay, { query: { date: a.date } });
    const shown = day.body.appointments.find((x) => x.id === a.id)!;
    expect(shown.customerConfirmedAt).not.toBeNull();
    expect(shown.version).toBe(a.version + 1);
    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.workshopId, w.id));
    expect(notes.map((n) => n.subject)).toEqual(['Appuntamento confermato dal cliente']);
    expect(notes[0]!.text).toMatch(
      /^ROSSI ANNA ha confermato l'appuntamento del \d\d\/\d\d\/\d{4} alle \d{1,2}:\d\d$/,
    );
  });
});

describe('Disdico', () => {
  it('20 at once cancel once; the slot is bookable online at once; later visits say it was cancelled', async () => {
    const w = await linkWorkshop();
    const date = bookableDate(1);
    const a = await buildAppointment(ctx.database.db, w.id, { date, row: 4, column: 1 });
    const token = tokenFor(w.id, a);
    const before = await pub().call(getBookingDay, { params: { link: w.workshop.linkWeb!, date } });
    expect(before.body.slots.find((s) => s.row === 4)?.free).toBe(false);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pub().call(cancelCustomerAppointment, { params: { token } }),
      ),
    );
    expect(answers.map((x) => x.status)).toEqual(Array(20).fill(200));
    const notices = answers.map((x) => x.body.notice);
    expect(notices.filter((n) => n === 'Appuntamento disdetto')).toHaveLength(1);
    expect(notices.filter((n) => n === "L'appuntamento è già stato disdetto")).toHaveLength(19);
    expect(await appointmentOf(w.id, a.id)).toBeUndefined();
    const logged = await ctx.database.db
      .select()
      .from(customerActions)
      .where(eq(customerActions.workshopId, w.id));
    expect(logged.map((l) => l.action)).toEqual(['cancel']);
    const after = await pub().call(getBookingDay, { params: { link: w.workshop.linkWeb!, date } });
    expect(after.body.slots.find((s) => s.row === 4)?.free).toBe(true);
    const booked = await pub().call(createBooking, {
      params: { link: w.workshop.linkWeb! },
      body: bookingBody(date, 4),
    });
    expect(booked.status).toBe(201);
    const page = await pub().call(getCustomerAppointment, { params: { token } });
    expect(page.body).toMatchObject({
      state: 'cancelled',
      date,
      cancellable: false,
      movable: false,
    });
  });

  it('is refused from midnight before the day (409 with the spec deadline text)', async () => {
    const w = await linkWorkshop();
    const a = await buildAppointment(ctx.database.db, w.id, { date: todayInRome(), row: 4 });
    const res = await pub().call(cancelCustomerAppointment, {
      params: { token: tokenFor(w.id, a) },
    });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(
      "E' possibile disdire l'appuntamento fino le 24:00 del giorno prima",
    );
    expect(await appointmentOf(w.id, a.id)).toBeDefined();
  });
});

describe('Sposta', () => {
  it('moves once to a free slot and says so on a second try', async () => {
    const w = await linkWorkshop();
    const from = bookableDate(1);
    const to = bookableDate(2);
    const a = await buildAppointment(ctx.database.db, w.id, { date: from, row: 4, column: 1 });
    const token = tokenFor(w.id, a);
    const day = await pub().call(getCustomerMoveDay, { params: { token, date: to } });
    expect(day.body.state).toBe('open');
    expect(day.body.slots.find((s) => s.row === 6)?.free).toBe(true);
    const far = await pub().call(getCustomerMoveDay, {
      params: { token, date: addDays(todayInRome(), 40) },
    });
    expect(far.body).toEqual({ date: addDays(todayInRome(), 40), state: 'closed', slots: [] });
    const moved = await pub().call(moveCustomerAppointment, {
      params: { token },
      body: { date: to, row: 6 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      date: to,
      moved: true,
      movable: false,
      notice: 'Appuntamento spostato',
    });
    const row = await appointmentOf(w.id, a.id);
    expect(row).toMatchObject({ date: to, row: 6, column: 1 });
    expect(row!.customerMovedAt).not.toBeNull();
    const twice = await pub().call(moveCustomerAppointment, {
      params: { token },
      body: { date: to, row: 8 },
    });
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toMatch(/già stato spostato/);
    // The old slot is free online, the new one taken.
    const old = await pub().call(getBookingDay, {
      params: { link: w.workshop.linkWeb!, date: from },
    });
    expect(old.body.slots.find((s) => s.row === 4)?.free).toBe(true);
  });

  it('racing an online booking of the same slot: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const w = await linkWorkshop();
      const to = bookableDate(2);
      const a = await buildAppointment(ctx.database.db, w.id, { date: bookableDate(1), row: 4 });
      const [move, book] = await Promise.all([
        pub().call(moveCustomerAppointment, {
          params: { token: tokenFor(w.id, a) },
          body: { date: to, row: 6 },
        }),
        pub().call(createBooking, {
          params: { link: w.workshop.linkWeb! },
          body: bookingBody(to, 6),
        }),
      ]);
      const won = [move.status === 200, book.status === 201].filter(Boolean);
      expect(won).toHaveLength(1);
      const loser = move.status === 200 ? book : move;
      expect(loser.status).toBe(409);
      expect(loser.error?.message).toBe('Questo appuntamento non è più disponibile');
      const cells = await ctx.database.db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.workshopId, w.id),
            eq(appointments.date, to),
            eq(appointments.row, 6),
          ),
        );
      expect(cells).toHaveLength(1);
    }
  });

  it('refuses a closed row, a day outside the window and the same slot with 400', async () => {
    const w = await linkWorkshop();
    const a = await buildAppointment(ctx.database.db, w.id, { date: bookableDate(1), row: 4 });
    const token = tokenFor(w.id, a);
    const closedRow = await pub().call(moveCustomerAppointment, {
      params: { token },
      body: { date: bookableDate(2), row: 1 },
    });
    expect(closedRow.status).toBe(400);
    const far = await pub().call(moveCustomerAppointment, {
      params: { token },
      body: { date: addDays(todayInRome(), 60), row: 4 },
    });
    expect(far.status).toBe(400);
    const same = await pub().call(moveCustomerAppointment, {
      params: { token },
      body: { date: a.date, row: 4 },
    });
    expect(same.status).toBe(400);
    expect((await appointmentOf(w.id, a.id))!.customerMovedAt).toBeNull();
  });
});
