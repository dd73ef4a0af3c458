/**
 * Quick-login entries (spec 000 §2 #/login, §8 "Collegamento errato"; issue 11 item 6): a
 * device token signs its workshop in, is stored only as a hash, and stops working once
 * revoked or when the account is blocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getSession } from '@shared/contracts/auth';
import { createDeviceToken, deviceLogin, revokeDeviceToken } from '@shared/contracts/quick-login';
import { deviceTokens, workshops } from '@server/db/schema';
import { workshopClient } from '@server/test/api';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

const anonymous = () => apiClient(ctx.app);

describe('quick login', () => {
  it('signs in with one token, which is stored as a hash and revocable', async () => {
    const a = await workshopClient(ctx);
    const created = await a.call(createDeviceToken);
    expect(created.status).toBe(201);
    const { token } = created.body;
    const stored = await ctx.database.db
      .select()
      .from(deviceTokens)
      .where(eq(deviceTokens.workshopId, a.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);

    const signedIn = await anonymous().call(deviceLogin, { body: { token } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.workshop?.username).toBe(a.username);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    expect((await apiClient(ctx.app, { cookie }).call(getSession)).status).toBe(200);

    expect((await anonymous().call(revokeDeviceToken, { body: { token } })).status).toBe(200);
    const refused = await anonymous().call(deviceLogin, { body: { token } });
    expect(refused.status).toBe(401);
    expect(refused.error?.message).toBe('Collegamento errato');
  });

  it('refuses a malformed token and a blocked account', async () => {
    expect((await anonymous().call(deviceLogin, { body: { token: 'x' } })).status).toBe(400);
    const a = await workshopClient(ctx);
    const { token } = (await a.call(createDeviceToken)).body;
    await ctx.database.db.update(workshops).set({ active: 0 }).where(eq(workshops.id, a.id));
    const res = await anonymous().call(deviceLogin, { body: { token } });
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe('account_inactive');
  });
});
