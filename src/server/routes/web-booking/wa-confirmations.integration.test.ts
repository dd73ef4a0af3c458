/**
 * WhatsApp confirmations of web bookings (docs/BOOKING.md; docs/BOOKING.md): the WhatsApp PC
 * claims a confirmation before it calls the tool and reports the outcome after.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimWaConfirmation,
  createBooking,
  listPendingWaConfirmations,
  reportWaConfirmation,
} from '@shared/contracts/web-booking';
import { appointments } from '@server/db/schema';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { apiClient } from '@server/test/client';
import { buildSettings } from '@server/test/factories';
import { OPEN_HOURS, bookableDate, bookingBody } from '@server/test/booking';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ BOOKING_RATE_LIMIT: '1000' });
});
afterAll(async () => ctx.close());

const pub = () => apiClient(ctx.app, { remoteAddress: '10.0.0.1' });

describe('WhatsApp confirmations: claim before the tool, outcome after', () => {
  /** A workshop confirming by WhatsApp whose WhatsApp PC is 'PC-WA', with one booking. */
  async function waWorkshop() {
    const { db } = ctx.database;
    const s = await signedInWorkshop(ctx, {
      linkWeb: `wc${Date.now()}${Math.random()}`.slice(0, 20),
    });
    await buildSettings(db, s.workshop.id, 'app', { opzioni: '+whatsapp' });
    await buildSettings(db, s.workshop.id, 'web', { orari_lavoro: OPEN_HOURS, msg_conferma: 'wa' });
    await buildSettings(db, s.workshop.id, 'tool', { id_wa: 'PC-WA' });
    const booked = await pub().call(createBooking, {
      params: { link: s.workshop.linkWeb! },
      body: bookingBody(bookableDate(), 6),
    });
    expect(booked.status).toBe(201);
    const staff = apiClient(ctx.app, { cookie: s.cookie });
    const pending = (await staff.call(listPendingWaConfirmations)).body.messages;
    expect(pending).toHaveLength(1);
    const noteOf = async () =>
      (
        await db
          .select({ note: appointments.note })
          .from(appointments)
          .where(
            and(eq(appointments.workshopId, s.workshop.id), eq(appointments.id, pending[0]!.id)),
          )
      )[0]!.note;
    return { s, staff, id: pending[0]!.id, noteOf };
  }

  it('of two simultaneous claims exactly one wins; a claimed one is not listed nor claimed again', async () => {
    const { staff, id, noteOf } = await waWorkshop();
    const claim = () =>
      staff.call(claimWaConfirmation, { params: { id }, body: { pcId: 'PC-WA' } });
    const both = await Promise.all([claim(), claim()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(both.find((r) => r.status === 404)!.error?.message).toBe('Appuntamento non esistente');
    expect(await noteOf()).toBe('wa in invio');
    // A crash mid-send leaves it claimed: never listed, so never sent again by a sweep.
    expect((await staff.call(listPendingWaConfirmations)).body.messages).toHaveLength(0);
    expect((await claim()).status).toBe(404);
  });

  it('refuses a PC that is not the WhatsApp PC (409) and leaves the confirmation pending', async () => {
    const { staff, id, noteOf } = await waWorkshop();
    const r = await staff.call(claimWaConfirmation, { params: { id }, body: { pcId: 'ALTRO-PC' } });
    expect(r.status).toBe(409);
    expect(r.error?.code).toBe('wa_not_enabled');
    expect(await noteOf()).toBe('wa non inviato');
  });

  it('an outcome needs a claim; non_inviato puts it back, no_wa marks the number', async () => {
    const { staff, id, noteOf } = await waWorkshop();
    const report = (outcome: 'inviato' | 'no_wa' | 'non_inviato') =>
      staff.call(reportWaConfirmation, { params: { id }, body: { outcome } });
    expect((await report('inviato')).status).toBe(404);
    expect(await noteOf()).toBe('wa non inviato');
    const claim = () =>
      staff.call(claimWaConfirmation, { params: { id }, body: { pcId: 'PC-WA' } });
    expect((await claim()).status).toBe(200);
    expect((await report('non_inviato')).status).toBe(200);
    expect(await noteOf()).toBe('wa non inviato');
    expect((await staff.call(listPendingWaConfirmations)).body.messages).toHaveLength(1);
    expect((await claim()).status).toBe(200);
    expect((await report('no_wa')).status).toBe(200);
    expect(await noteOf()).toBe('Numero Whatsapp non valido');
    // Reported once: a second report (a retry, another tab) finds nothing to change.
    expect((await report('inviato')).status).toBe(404);
    expect(await noteOf()).toBe('Numero Whatsapp non valido');
  });

  it("another workshop can neither claim nor report this workshop's confirmation", async () => {
    const { staff, id, noteOf } = await waWorkshop();
    const other = await signedInWorkshop(ctx);
    await buildSettings(ctx.database.db, other.workshop.id, 'tool', { id_wa: 'PC-WA' });
    const o = apiClient(ctx.app, { cookie: other.cookie });
    expect(
      (await o.call(claimWaConfirmation, { params: { id }, body: { pcId: 'PC-WA' } })).status,
    ).toBe(404);
    await staff.call(claimWaConfirmation, { params: { id }, body: { pcId: 'PC-WA' } });
    expect(
      (await o.call(reportWaConfirmation, { params: { id }, body: { outcome: 'inviato' } })).status,
    ).toBe(404);
    expect(await noteOf()).toBe('wa in invio');
  });
});
