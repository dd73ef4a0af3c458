/**
 * The super-admin's account routes (spec 001 §2 lista_utenti / impostazioni_admin, §5
 * link_web unique, §6; 000 §4 attivo / scadenza): list with credits, read, edit, password
 * reset, access code; the audit trail records each change; a workshop user gets 403 on
 * every admin route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, login } from '@shared/contracts/auth';
import * as admin from '@shared/contracts/admin';
import * as adminSession from '@shared/contracts/admin-session';
import * as notifications from '@shared/contracts/notifications';
import { ALL_ENDPOINTS } from '@shared/contracts/registry';
import { addDays, todayInRome } from '@shared/domain/dates';
import { saveSettings } from '@shared/contracts/settings';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { startFakeSmsServer, type FakeSmsServer } from '@server/integrations/fake-sms-server';
import { accountInput, signedInAdmin, signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
let sms: FakeSmsServer;
let adminCookie: string;
const as = (cookie?: string) => apiClient(ctx.app, { cookie });

beforeAll(async () => {
  sms = await startFakeSmsServer();
  ctx = await setupTestApp({ SMS_PROVIDER_URL: sms.url });
  ({ cookie: adminCookie } = await signedInAdmin(ctx));
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

async function account(id: number) {
  const res = await as(adminCookie).call(admin.getAdminWorkshop, { params: { workshopId: id } });
  expect(res.status).toBe(200);
  return res.body.account;
}

describe('admin accounts', () => {
  it('lists every account with expiry, link_web and options', async () => {
    const a = await signedInWorkshop(ctx, { linkWeb: `lista-${Date.now()}` });
    const res = await as(adminCookie).call(admin.listAdminWorkshops);
    expect(res.status).toBe(200);
    const row = res.body.workshops.find((w) => w.id === a.workshop.id);
    expect(row).toMatchObject({ username: a.username, active: 1, linkWeb: a.workshop.linkWeb });
    expect(res.body.today).toBe(todayInRome());
  });

  it("reads each account's SMS credit with its own token; a failure is null", async () => {
    const good = await signedInWorkshop(ctx);
    const bad = await signedInWorkshop(ctx);
    await as(good.cookie).call(saveSettings, {
      params: { section: 'sms' },
      body: { token: 'token-buono' },
    });
    sms.configure({ token: 'token-buono', credits: 150 });
    const res = await as(adminCookie).call(admin.listAdminCredits);
    expect(res.status).toBe(200);
    const credit = (id: number) => res.body.credits.find((c) => c.id === id)?.credit;
    expect(credit(good.workshop.id)).toBe(150);
    expect(credit(bad.workshop.id)).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('token-buono');
  });

  it('edits the account and records who changed what', async () => {
    const w = await signedInWorkshop(ctx);
    const before = await account(w.workshop.id);
    expect(before.accessCode).toHaveLength(35);
    const next = accountInput(before, {
      note: 'cliente storico',
      expiresOn: addDays(todayInRome(), 366),
      options: ['+whatsapp', '+mod_kuma'],
      pathServer: 'https://srv.example/',
    });
    const res = await as(adminCookie).call(admin.updateAdminWorkshop, {
      params: { workshopId: w.workshop.id },
      body: next,
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({
      note: 'cliente storico',
      options: ['+whatsapp', '+mod_kuma'],
      pathServer: 'https://srv.example/',
    });
    const session = await as(w.cookie).call(getSession);
    expect(session.body.app.options).toEqual(['+whatsapp', '+mod_kuma']);
    const audit = await as(adminCookie).call(admin.listAdminAudit, {
      query: { accountId: w.workshop.id },
    });
    expect(audit.body.entries[0]).toMatchObject({ action: 'account.update', actor: 'super-admin' });
    expect(String(audit.body.entries[0]!.detail.campi)).toContain('opzioni');
  });

  it('refuses a link_web another account has ("Questo link web è già associato…")', async () => {
    const a = await signedInWorkshop(ctx, { linkWeb: `uno-${Date.now()}` });
    const b = await signedInWorkshop(ctx);
    const res = await as(adminCookie).call(admin.updateAdminWorkshop, {
      params: { workshopId: b.workshop.id },
      body: accountInput(await account(b.workshop.id), { linkWeb: a.workshop.linkWeb }),
    });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('Questo link web è già associato a un altro utente');
    expect((await account(b.workshop.id)).linkWeb).toBeNull();
  });

  it('disabling ends the sessions; a past expiry ends them too and blocks with account_expired', async () => {
    const w = await signedInWorkshop(ctx);
    const off = await as(adminCookie).call(admin.updateAdminWorkshop, {
      params: { workshopId: w.workshop.id },
      body: accountInput(await account(w.workshop.id), { active: 0 }),
    });
    expect(off.status).toBe(200);
    expect((await as(w.cookie).call(getSession)).status).toBe(401);
    const again = await as().call(login, { body: { username: w.username, password: w.password } });
    expect(again.error?.code).toBe('account_inactive');

    const x = await signedInWorkshop(ctx);
    await as(adminCookie).call(admin.updateAdminWorkshop, {
      params: { workshopId: x.workshop.id },
      body: accountInput(await account(x.workshop.id), { expiresOn: addDays(todayInRome(), -1) }),
    });
    expect((await as(x.cookie).call(getSession)).status).toBe(401);
    const expired = await as().call(login, {
      body: { username: x.username, password: x.password },
    });
    expect(expired.error?.code).toBe('account_expired');
  });

  it('resets the password (≥ 8 characters) and ends every session of the account', async () => {
    const w = await signedInWorkshop(ctx);
    const short = await as(adminCookie).call(admin.resetAdminPassword, {
      params: { workshopId: w.workshop.id },
      body: { password: 'corta' },
    });
    expect(short.status).toBe(400);
    expect(short.error?.message).toBe('La nuova password deve contenere almeno 8 caratteri');
    const res = await as(adminCookie).call(admin.resetAdminPassword, {
      params: { workshopId: w.workshop.id },
      body: { password: 'nuova-password-1' },
    });
    expect(res.status).toBe(200);
    expect((await as(w.cookie).call(getSession)).status).toBe(401);
    const old = await as().call(login, { body: { username: w.username, password: w.password } });
    expect(old.status).toBe(401);
    const ok = await as().call(login, {
      body: { username: w.username, password: 'nuova-password-1' },
    });
    expect(ok.status).toBe(200);
  });

  it('regenerates a 35-character access code', async () => {
    const w = await signedInWorkshop(ctx);
    const before = await account(w.workshop.id);
    const res = await as(adminCookie).call(admin.regenerateAccessCode, {
      params: { workshopId: w.workshop.id },
    });
    expect(res.body.accessCode).toMatch(/^[A-Za-z0-9]{35}$/);
    expect(res.body.accessCode).not.toBe(before.accessCode);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await as(adminCookie).call(admin.getAdminWorkshop, {
      params: { workshopId: 2_000_000_000 },
    });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Utente non trovato');
  });
});

describe('roles', () => {
  const adminOnly = ALL_ENDPOINTS.filter(
    (e) =>
      e.access === 'admin' &&
      [admin, adminSession, notifications].some((m) => Object.values(m).includes(e)),
  );

  it.each(adminOnly.map((e) => [`${e.method} ${e.path}`, e] as const))(
    'a workshop user gets 403: %s',
    async (_, e) => {
      const w = await signedInWorkshop(ctx);
      const url = e.path.replace(':workshopId', String(w.workshop.id)).replace(':id', '1');
      const res = await ctx.app.inject({
        method: e.method,
        url: `/api${url}`,
        headers: { cookie: w.cookie },
        ...(e.method !== 'GET' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(403);
    },
  );
});
