/**
 * Recall → booking (docs/BOOKING.md "Recall → booking link"): a recall campaign's `$link$` is a personal booking
 * link without personal data; the prefill endpoint resolves surname, model and plate for a
 * genuine token of the link's workshop only; a booking made from it keeps the plate.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, getBookingPrefill } from '@shared/contracts/web-booking';
import { createRecallCampaign } from '@shared/contracts/recalls';
import { appointments } from '@server/db/schema';
import { apiClient } from '@server/test/client';
import { buildAppointment, buildRecall, buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { messagesOf } from '@server/test/messaging';
import { OPEN_HOURS, bookableDate, bookingBody } from '@server/test/booking';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ BOOKING_RATE_LIMIT: '1000' });
});
afterAll(async () => ctx?.close());

const pub = () => apiClient(ctx.app, { remoteAddress: '10.0.0.9' });
const INVALID = 'Il link inserito non è valido';

/** A workshop (with or without link_web) with one recalled inspection and one manual recall. */
async function recallWorkshop(linkWeb: string | null) {
  const db = ctx.database.db;
  const s = await signedInWorkshop(ctx, { linkWeb });
  await buildSettings(db, s.workshop.id, 'sms', { testo_richiami: 'Revisione $veicolo$: $link$' });
  await buildSettings(db, s.workshop.id, 'web', { orari_lavoro: OPEN_HOURS });
  const a = await buildAppointment(db, s.workshop.id, {
    date: '2024-11-05',
    status: 2,
    surname: 'VERDI GIULIA',
    model: 'FIAT PANDA',
    plate: 'AB123CD',
    phone: '3331112222',
  });
  const m = await buildRecall(db, s.workshop.id, {
    surname: 'NERI LUCA',
    model: 'VESPA 125',
    plate: 'CD456EF',
    phone: '3334445555',
    dueMonth: '2026-11-01',
  });
  const staff = apiClient(ctx.app, { cookie: s.cookie });
  const made = await staff.call(createRecallCampaign, {
    body: { year: 2024, month: 11, channel: 'sms', name: `R${Date.now()}` },
  });
  expect(made.status).toBe(201);
  const texts = (await messagesOf(ctx, s.workshop.id)).map((x) => x.text);
  return { s, a, m, texts };
}

const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('r')!;

describe('recall $link$', () => {
  it('is a personal booking link with no personal data, resolved by the prefill endpoint', async () => {
    const link = `rl${Date.now() % 1e8}`;
    const { s, texts } = await recallWorkshop(link);
    expect(texts).toHaveLength(2);
    const panda = texts.find((t) => t.includes('FIAT PANDA'))!;
    const vespa = texts.find((t) => t.includes('VESPA 125'))!;
    for (const t of [panda, vespa]) {
      const url = /https?:\/\/\S+/.exec(t)![0];
      expect(url).toMatch(new RegExp(`/prenota\\?code=${link}&r=[am][A-Za-z0-9_-]{39}$`));
      // The shape above leaves only the random token where data could hide; it holds no
      // name, plate or whole phone (a short run like "333" may occur by chance, a whole one not).
      expect(tokenOf(t)).not.toMatch(/VERDI|NERI|AB123CD|CD456EF|3331112222|3334445555/i);
    }
    const prefill = (token: string, l = link) =>
      pub().call(getBookingPrefill, { params: { link: l, token } });
    const p1 = await prefill(tokenOf(panda));
    expect(p1.status).toBe(200);
    expect(p1.body).toEqual({ surname: 'VERDI GIULIA', model: 'FIAT PANDA', plate: 'AB123CD' });
    expect((await prefill(tokenOf(vespa))).body).toEqual({
      surname: 'NERI LUCA',
      model: 'VESPA 125',
      plate: 'CD456EF',
    });

    // Tampered: another id under the same MAC, a changed MAC, the other source's letter.
    const t = tokenOf(panda);
    const flip = (str: string, i: number) =>
      str.slice(0, i) + (str[i] === 'A' ? 'B' : 'A') + str.slice(i + 1);
    for (const bad of [flip(t, 8), flip(t, 35), `m${t.slice(1)}`, 'a123', `${t}x`]) {
      const r = await prefill(bad);
      expect(r.status, bad).toBe(400);
      expect(r.error?.message).toBe(INVALID);
    }

    // Another workshop's link with this workshop's genuine token: nothing.
    const other = await signedInWorkshop(ctx, { linkWeb: `ro${Date.now() % 1e8}` });
    const o = await prefill(t, other.workshop.linkWeb!);
    expect(o.status).toBe(404);
    expect(o.error?.message).toBe(INVALID);

    // A booking from the link keeps the plate.
    const booked = await pub().call(createBooking, {
      params: { link },
      body: bookingBody(bookableDate(), 4, { surname: 'verdi giulia', plate: 'ab 123 cd' }),
    });
    expect(booked.status).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.workshopId, s.workshop.id), eq(appointments.web, 1)));
    expect(row).toMatchObject({ surname: 'VERDI GIULIA', plate: 'AB123CD' });
  });

  it('is empty when the workshop has no link_web', async () => {
    const { texts } = await recallWorkshop(null);
    expect(texts.sort()).toEqual(['Revisione FIAT PANDA: ', 'Revisione VESPA 125: ']);
  });
});
