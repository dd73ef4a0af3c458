/**
 * Entra come utente (spec 001 §6, 000 §6): the admin's session works inside the account
 * (workshop endpoints answer with that workshop's data, even when it is switched off or
 * expired: admins are exempt), the session says whose, the audit trail records it, and
 * "Torna all'amministrazione" ends it.
 */
import { describe, expect, it } from 'vitest';
import { getSession } from '@shared/contracts/auth';
import { listAdminAudit } from '@shared/contracts/admin';
import { enterWorkshop, leaveWorkshop } from '@shared/contracts/admin-session';
import { getDay } from '@shared/contracts/appointments';
import { deviceLogin } from '@shared/contracts/quick-login';
import { hashToken } from '@server/auth/tokens';
import { deviceTokens } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { apiClient } from '@server/test/client';
import { buildAppointment, buildWorkshop } from '@server/test/factories';
import { useAdminTestApp } from '@server/test/admin-app';

const t = useAdminTestApp();

describe('enter as user', () => {
  it('works inside the account, is audited, and leaves back to the admin area', async () => {
    // Switched off: the workshop itself could not sign in; the admin still enters.
    const w = await buildWorkshop(t.ctx.database.db, { active: 0 });
    const appt = await buildAppointment(t.ctx.database.db, w.id, { surname: 'ROSSI' });
    expect((await t.admin.call(getDay, { query: { date: appt.date } })).status).toBe(403);

    const entered = await t.admin.call(enterWorkshop, {
      params: { workshopId: w.id },
    });
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({ role: 'admin', workshop: { id: w.id } });
    const day = await t.admin.call(getDay, { query: { date: appt.date } });
    expect(day.status).toBe(200);
    expect(JSON.stringify(day.body)).toContain('ROSSI');
    expect((await t.admin.call(getSession)).body.workshop?.username).toBe(w.username);

    const audit = await t.admin.call(listAdminAudit, { query: { accountId: w.id } });
    expect(audit.body.entries[0]).toMatchObject({ action: 'account.enter', username: w.username });

    const left = await t.admin.call(leaveWorkshop);
    expect(left.body.workshop).toBeNull();
    expect((await t.admin.call(getDay, { query: { date: appt.date } })).status).toBe(403);
  });

  it("gives this browser the account's quick-login entry: a device token, never its password", async () => {
    const w = await buildWorkshop(t.ctx.database.db);
    const entered = await t.admin.call(enterWorkshop, {
      params: { workshopId: w.id },
    });
    expect(entered.status).toBe(200);
    const { deviceToken } = entered.body;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing of the account's credentials in the answer.
    expect(JSON.stringify(entered.body)).not.toMatch(/password|hash|codice/i);
    const stored = await t.ctx.database.db
      .select()
      .from(deviceTokens)
      .where(eq(deviceTokens.workshopId, w.id));
    expect(stored.map((r) => r.tokenHash)).toEqual([hashToken(deviceToken)]);

    // One tap on the entry, from a browser with no session: signed in as the account.
    const tap = await apiClient(t.ctx.app).call(deviceLogin, { body: { token: deviceToken } });
    expect(tap.status).toBe(200);
    expect(tap.body).toMatchObject({ role: 'workshop', workshop: { id: w.id } });
    await t.admin.call(leaveWorkshop);
  });

  it('answers 404 for an unknown account and stays outside', async () => {
    const res = await t.admin.call(enterWorkshop, {
      params: { workshopId: 2_000_000_000 },
    });
    expect(res.status).toBe(404);
    expect((await t.admin.call(getSession)).body.workshop).toBeNull();
  });
});
