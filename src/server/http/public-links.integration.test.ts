/**
 * Links the server writes come from PUBLIC_URL only, and a forged `Host` or
 * `X-Forwarded-Host` is refused before any handler (http/host-check.ts, README "Limits and
 * hardening"): the public booking's confirmation SMS and the booking sheet's link and SMS.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '@shared/contracts/web-booking';
import * as sheet from '@shared/contracts/booking-sheet';
import { getHealth } from '@shared/contracts/health';
import { buildUrl } from '@shared/contracts/endpoint';
import { HTTP_MSG } from '@shared/messages';
import { appointments, messages } from '@server/db/schema';
import { apiClient } from '@server/test/client';
import { buildAppointment } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { messagesOf } from '@server/test/messaging';
import { bookableDate, bookingBody, bookingWorkshop } from '@server/test/booking';
import { signedInWorkshop } from '@server/test/sign-in';

const PUBLIC_URL = 'https://revisioni.example.it/';
const FORGED: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example' },
  { host: 'localhost', 'x-forwarded-host': 'localhost, evil.example' },
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ PUBLIC_URL, BOOKING_RATE_LIMIT: '1000' });
});
afterAll(async () => ctx?.close());

const rowsOf = async (workshopId: number) => ({
  appointments: await ctx.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.workshopId, workshopId)),
  messages: await ctx.database.db
    .select()
    .from(messages)
    .where(eq(messages.workshopId, workshopId)),
});

describe('public booking confirmation', () => {
  it('refuses a forged Host / X-Forwarded-Host with 400 and writes nothing', async () => {
    const w = await bookingWorkshop(ctx.database.db);
    for (const headers of FORGED) {
      const res = await apiClient(ctx.app, { headers, remoteAddress: '10.0.0.7' }).call(
        createBooking,
        { params: { link: w.linkWeb }, body: bookingBody(bookableDate()) },
      );
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(res.error).toEqual({ code: 'bad_request', message: HTTP_MSG.unknownHost });
    }
    expect(await rowsOf(w.id)).toEqual({ appointments: [], messages: [] });
  });

  it('links the confirmation SMS to PUBLIC_URL whatever host the request named', async () => {
    const w = await bookingWorkshop(ctx.database.db);
    const res = await apiClient(ctx.app, {
      headers: { host: '127.0.0.1:3000' },
      remoteAddress: '10.0.0.8',
    }).call(createBooking, { params: { link: w.linkWeb }, body: bookingBody(bookableDate()) });
    expect(res.status).toBe(201);
    const {
      appointments: [row],
      messages: [sms],
    } = await rowsOf(w.id);
    expect(sms!.text).toContain(`${PUBLIC_URL}conferma?code=${row!.randomId}`);
    expect(sms!.text).not.toContain('127.0.0.1');
  });
});

describe('booking sheet', () => {
  it('builds the link and its SMS on PUBLIC_URL; a forged Host is refused', async () => {
    const w = await signedInWorkshop(ctx);
    const a = await buildAppointment(ctx.database.db, w.id, { date: '2030-05-06', row: 3 });
    const link = await w.call(sheet.createBookingSheetLink, { params: { id: a.id } });
    expect(link.status).toBe(200);
    expect(link.body.url.startsWith(`${PUBLIC_URL}api/booking-sheet/`)).toBe(true);
    for (const headers of FORGED) {
      const forged = await apiClient(ctx.app, { cookie: w.cookie, headers }).call(
        sheet.sendBookingSheetSms,
        { params: { id: a.id }, body: { phone: '3331234567' } },
      );
      expect(forged.status).toBe(400);
      expect(forged.error?.message).toBe(HTTP_MSG.unknownHost);
    }
    expect(await messagesOf(ctx, w.id)).toHaveLength(0);
    const sent = await w.call(sheet.sendBookingSheetSms, {
      params: { id: a.id },
      body: { phone: '3331234567' },
    });
    expect(sent.status).toBe(201);
    const [sms] = await messagesOf(ctx, w.id);
    expect(sms!.text).toContain(`${PUBLIC_URL}api/booking-sheet/`);
  });
});

describe('health probes', () => {
  it('answer whatever the Host, so a balancer can probe by address', async () => {
    const res = await ctx.app.inject({
      url: buildUrl(getHealth),
      headers: { host: '10.1.2.3:3000' },
    });
    expect(res.statusCode).toBe(200);
  });
});
