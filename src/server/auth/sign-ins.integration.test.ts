/**
 * A sign-in ends everywhere it should (spec 001 §4 "Changing the password logs out to
 * login", §6 reset and attivo; spec 000 §4 attivo and scadenza): a password change, the
 * super-admin's reset, a deactivation and an expiry each end the account's sessions AND
 * its quick-login device tokens, the "Entra come utente" one included; another account's
 * are untouched, and the super-admin working inside the account keeps its session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { changePassword } from '@shared/contracts/account';
import * as admin from '@shared/contracts/admin';
import { enterWorkshop } from '@shared/contracts/admin-session';
import { getSession, login } from '@shared/contracts/auth';
import { deviceLogin } from '@shared/contracts/quick-login';
import { addDays, todayInRome } from '@shared/domain/dates';
import { deviceTokens, sessions, workshops } from '@server/db/schema';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import {
  accountEdit,
  signedInAdmin,
  deviceTokenOf,
  type SignedInAdmin,
  signedInWorkshop,
  sessionCookie,
} from '@server/test/sign-in';
import { endBlockedAccountSignIns } from './sign-ins';

let ctx: TestContext;
let adm: SignedInAdmin;
beforeAll(async () => {
  ctx = await setupTestApp();
  adm = await signedInAdmin(ctx);
});
afterAll(async () => ctx.close());

const anonymous = () => apiClient(ctx.app);

/**
 * A workshop signed in twice (two browsers), with a "Ricorda accesso" device token and the
 * one the super-admin's "Entra come utente" left; plus a bystander workshop with its own.
 */
async function account() {
  const a = await signedInWorkshop(ctx);
  const second = await anonymous().call(login, {
    body: { username: a.username, password: a.password },
  });
  expect(second.status).toBe(200);
  const secondCookie = sessionCookie(second.headers);
  const token = await deviceTokenOf(a);
  const entered = await adm.call(enterWorkshop, { params: { workshopId: a.id } });
  expect(entered.status).toBe(200);
  const bystander = await signedInWorkshop(ctx);
  const bystanderToken = await deviceTokenOf(bystander);
  return {
    a,
    cookies: [a.cookie, secondCookie],
    tokens: [token, entered.body.deviceToken],
    bystander,
    bystanderToken,
  };
}

type Account = Awaited<ReturnType<typeof account>>;

/** Every session and device token of the account is gone; the bystander's still work. */
async function expectAllEnded({ a, cookies, tokens, bystander, bystanderToken }: Account) {
  for (const cookie of cookies)
    expect((await apiClient(ctx.app, { cookie }).call(getSession)).status).toBe(401);
  for (const token of tokens) {
    const res = await anonymous().call(deviceLogin, { body: { token } });
    expect(res.status).toBe(401);
    expect(res.error?.message).toBe('Collegamento errato');
  }
  const db = ctx.database.db;
  const left = await db.select().from(deviceTokens).where(eq(deviceTokens.workshopId, a.id));
  expect(left).toEqual([]);
  const live = await db.select().from(sessions).where(eq(sessions.workshopId, a.id));
  // Only the super-admin's session (working inside the account) stays: it is exempt.
  expect(live.map((s) => s.role)).toEqual(['admin']);
  expect((await adm.call(getSession)).status).toBe(200);

  expect((await bystander.call(getSession)).status).toBe(200);
  expect((await anonymous().call(deviceLogin, { body: { token: bystanderToken } })).status).toBe(
    200,
  );
}

describe('every way an account stops signing in ends its sessions and device tokens', () => {
  it('the workshop changes its password', async () => {
    const acc = await account();
    const res = await acc.a.call(changePassword, {
      body: { current: acc.a.password, next: 'nuova-password-1', repeat: 'nuova-password-1' },
    });
    expect(res.status).toBe(200);
    await expectAllEnded(acc);
  });

  it('the super-admin resets the password, and the audit trail counts what ended', async () => {
    const acc = await account();
    const res = await adm.call(admin.resetAdminPassword, {
      params: { workshopId: acc.a.id },
      body: { password: 'reimpostata-1' },
    });
    expect(res.status).toBe(200);
    await expectAllEnded(acc);
    const audit = await adm.call(admin.listAdminAudit, { query: { accountId: acc.a.id } });
    expect(audit.body.entries.find((e) => e.action === 'account.password')?.detail).toMatchObject({
      sessioni_chiuse: 2,
      accessi_rapidi_revocati: 2,
    });
  });

  it('the super-admin switches the account off', async () => {
    const acc = await account();
    const res = await adm.call(admin.updateAdminWorkshop, {
      params: { workshopId: acc.a.id },
      body: await accountEdit(adm, acc.a.id, { active: 0 }),
    });
    expect(res.status).toBe(200);
    await expectAllEnded(acc);
  });

  it('the super-admin sets a past expiry', async () => {
    const acc = await account();
    const res = await adm.call(admin.updateAdminWorkshop, {
      params: { workshopId: acc.a.id },
      body: await accountEdit(adm, acc.a.id, { expiresOn: addDays(todayInRome(), -1) }),
    });
    expect(res.status).toBe(200);
    await expectAllEnded(acc);
  });

  it('the calendar reaches scadenza: the hourly sweep ends them', async () => {
    const acc = await account();
    const yesterday = addDays(todayInRome(), -1);
    await ctx.database.db
      .update(workshops)
      .set({ expiresOn: yesterday })
      .where(eq(workshops.id, acc.a.id));
    const ended = await endBlockedAccountSignIns(ctx.database.db);
    expect(ended).toContain(acc.a.id);
    expect(ended).not.toContain(acc.bystander.id);
    await expectAllEnded(acc);
    // Nothing left to end: a second sweep finds no account.
    expect(await endBlockedAccountSignIns(ctx.database.db)).not.toContain(acc.a.id);
  });

  it('a device token of an account that expired meanwhile ends all its sign-ins at once', async () => {
    const acc = await account();
    await ctx.database.db
      .update(workshops)
      .set({ expiresOn: addDays(todayInRome(), -1) })
      .where(eq(workshops.id, acc.a.id));
    const refused = await anonymous().call(deviceLogin, { body: { token: acc.tokens[0]! } });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('account_expired');
    await expectAllEnded(acc);
  });

  it('a wrong current password ends nothing', async () => {
    const acc = await account();
    const res = await acc.a.call(changePassword, {
      body: { current: 'sbagliata', next: 'nuova-password-1', repeat: 'nuova-password-1' },
    });
    expect(res.status).toBe(400);
    expect((await acc.a.call(getSession)).status).toBe(200);
    const again = await anonymous().call(deviceLogin, { body: { token: acc.tokens[0]! } });
    expect(again.status).toBe(200);
  });
});
