/** The test factories write what they say, unique per call, and never across workshops. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isValidMobile } from '@shared/domain/phone';
import { todayInRome } from '@shared/domain/dates';
import { verifyPassword } from '../auth/passwords';
import {
  appointments,
  contacts,
  messages,
  notes,
  notifications,
  recalls,
  settings,
  vehicleAnnotations,
  workshopCodes,
} from '../db/schema';
import { getSettings } from '@server/domain/settings';
import {
  buildAppointment,
  buildContact,
  buildMessage,
  buildNote,
  buildNotification,
  buildRecall,
  buildSettings,
  buildVehicleAnnotation,
  buildWorkshop,
  buildWorkshopCode,
  FACTORY_PASSWORD,
} from './factories';
import { setupTestApp, type TestContext } from './harness';
import { signedInWorkshop } from './sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const db = () => ctx.database.db;

describe('factories', () => {
  it('buildWorkshop makes an active account that can sign in', async () => {
    const a = await buildWorkshop(db());
    const b = await buildWorkshop(db(), { password: 'altra-password', linkWeb: 'officina-b' });
    expect(a.id).not.toBe(b.id);
    expect(a.username).not.toBe(b.username);
    expect(a.active).toBe(1);
    expect(a.expiresOn! > todayInRome()).toBe(true);
    expect(a.accessCode).toHaveLength(35);
    expect(await verifyPassword(a.passwordHash, FACTORY_PASSWORD)).toBe(true);
    expect(await verifyPassword(b.passwordHash, 'altra-password')).toBe(true);
    expect(b.linkWeb).toBe('officina-b');
    const signed = await signedInWorkshop(ctx, { active: 1 });
    expect(signed.cookie).toMatch(/=/);
    expect(signed.workshop).not.toHaveProperty('password');
  });

  it('builds valid tenant rows, unique per call', async () => {
    const w = await buildWorkshop(db());
    const [a1, a2] = [await buildAppointment(db(), w.id), await buildAppointment(db(), w.id)];
    expect(a1.workshopId).toBe(w.id);
    expect([a1.date, a1.row, a1.column]).not.toEqual([a2.date, a2.row, a2.column]);
    expect(a1.row).toBeGreaterThanOrEqual(0);
    expect(a1.row).toBeLessThan(26);
    expect(isValidMobile(a1.phone)).toBe(true);
    expect(a1.plate).not.toBe(a2.plate);
    const overridden = await buildAppointment(db(), w.id, { status: 2, surname: 'ROSSI' });
    expect([overridden.status, overridden.surname]).toEqual([2, 'ROSSI']);

    const [n1, n2] = [await buildNote(db(), w.id), await buildNote(db(), w.id)];
    expect(n1.date).not.toBe(n2.date);
    const [v1, v2] = [
      await buildVehicleAnnotation(db(), w.id),
      await buildVehicleAnnotation(db(), w.id),
    ];
    expect(v1.plate).not.toBe(v2.plate);
    const m = await buildMessage(db(), w.id, { channel: 'wa' });
    expect([m.channel, m.status, m.sendState]).toEqual(['wa', 0, 'queued']);
    expect(isValidMobile(m.phone)).toBe(true);
    const r = await buildRecall(db(), w.id);
    expect(r.dueMonth).toBe(`${todayInRome().slice(0, 7)}-01`);
    const c = await buildContact(db(), w.id);
    expect(c.name).toBe(c.name.toUpperCase());
    const code = await buildWorkshopCode(db(), w.id);
    expect(code.name).toMatch(/^OFFICINA \d+$/);
    const notice = await buildNotification(db(), w.id);
    expect([notice.read, notice.deleted]).toEqual([0, 0]);
  });

  it('stores settings validated and merged over the defaults', async () => {
    const w = await buildWorkshop(db());
    const web = await buildSettings(db(), w.id, 'web', { revisioni_simultane: 2 });
    expect(web.revisioni_simultane).toBe(2);
    expect(web.msg_conferma).toBe('sms');
    expect((await getSettings(db(), w.id, 'web')).revisioni_simultane).toBe(2);
    await buildSettings(db(), w.id, 'web', { revisioni_simultane: 3 });
    expect((await getSettings(db(), w.id, 'web')).revisioni_simultane).toBe(3);
    await expect(buildSettings(db(), w.id, 'web', { revisioni_simultane: 4 })).rejects.toThrow();
  });

  it('never shares rows between two workshops', async () => {
    const [w1, w2] = [await buildWorkshop(db()), await buildWorkshop(db())];
    for (const w of [w1, w2]) {
      await buildAppointment(db(), w.id);
      await buildNote(db(), w.id);
      await buildVehicleAnnotation(db(), w.id);
      await buildMessage(db(), w.id);
      await buildRecall(db(), w.id);
      await buildContact(db(), w.id);
      await buildWorkshopCode(db(), w.id);
      await buildNotification(db(), w.id);
      await buildSettings(db(), w.id, 'app', { titolo: `Officina ${w.id}` });
    }
    const tables = [
      appointments,
      notes,
      vehicleAnnotations,
      messages,
      recalls,
      contacts,
      workshopCodes,
      notifications,
      settings,
    ] as const;
    for (const table of tables) {
      for (const w of [w1, w2]) {
        const rows = await db().select().from(table).where(eq(table.workshopId, w.id));
        expect(rows).toHaveLength(1);
      }
    }
    expect((await getSettings(db(), w2.id, 'app')).titolo).toBe(`Officina ${w2.id}`);
  });
});
