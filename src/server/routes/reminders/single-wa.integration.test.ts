/**
 * A single WhatsApp sent by the browser (contract `recordAppointmentWhatsapp`; issue
 * "Messaging" item 1): a Veicolo pronto records readySentAt and bumps the version, an Avviso
 * ticket records nothing, another workshop's appointment is a 404.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as r from '@shared/contracts/reminders';
import { buildAppointment, buildSettings } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { appointmentRow } from '@server/test/messaging';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

it('records readySentAt for a Veicolo pronto sent by WhatsApp, nothing for a ticket', async () => {
  const w = await signedInWorkshop(ctx);
  await buildSettings(ctx.database.db, w.id, 'wa', {
    testo_veicolo_pronto: 'Pronto $targa$ & saldo',
  });
  const a = await buildAppointment(ctx.database.db, w.id, { phone: '3331234567', plate: 'AB1' });

  const msg = await w.call(r.appointmentWhatsapp, {
    params: { id: a.id },
    query: { kind: 'veicolo_pronto' },
  });
  expect(msg.body.url).toBe('https://wa.me/393331234567?text=Pronto%20AB1%20%26%20saldo');

  const ticket = await w.call(r.recordAppointmentWhatsapp, {
    params: { id: a.id },
    body: { kind: 'tagliandini' },
  });
  expect(ticket.body.readySentAt).toBeNull();
  expect((await appointmentRow(ctx, w.id, a.id)).readySentAt).toBeNull();

  const ready = await w.call(r.recordAppointmentWhatsapp, {
    params: { id: a.id },
    body: { kind: 'veicolo_pronto' },
  });
  expect(ready.status).toBe(200);
  expect(Date.parse(ready.body.readySentAt!)).toBeGreaterThan(Date.now() - 60_000);
  const row = await appointmentRow(ctx, w.id, a.id);
  expect(row.readySentAt).not.toBeNull();
  expect(row.version).toBe(a.version + 1);

  const other = await signedInWorkshop(ctx);
  const foreign = await other.call(r.recordAppointmentWhatsapp, {
    params: { id: a.id },
    body: { kind: 'veicolo_pronto' },
  });
  expect(foreign.status).toBe(404);
});
