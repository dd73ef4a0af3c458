/**
 * Quick-login entries (spec 000 §2 #/login, §8 "Collegamento errato"): a device token signs
 * its workshop in, is stored only as a hash, is replaced at every use (the replaced one
 * accepted for a grace window, then its reuse revokes the entry), stops working after
 * DEVICE_TOKEN_IDLE_DAYS without use, once revoked, or when the account is blocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getSession } from '@shared/contracts/auth';
import { createDeviceToken, deviceLogin, revokeDeviceToken } from '@shared/contracts/quick-login';
import { deviceTokens, workshops } from '@server/db/schema';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInAdmin, signedInWorkshop, sessionCookie } from '@server/test/sign-in';
import { enterWorkshop } from '@shared/contracts/admin-session';
import { hashToken } from '@server/auth/tokens';
import { purgeIdleDeviceTokens, REPLACED_HISTORY } from '@server/auth/device-tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

const anonymous = () => apiClient(ctx.app);

describe('quick login', () => {
  it('signs in with one token, which is stored as a hash and revocable', async () => {
    const a = await signedInWorkshop(ctx);
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
    const cookie = sessionCookie(signedIn.headers);
    expect((await apiClient(ctx.app, { cookie }).call(getSession)).status).toBe(200);
    const next = signedIn.body.deviceToken;

    expect((await anonymous().call(revokeDeviceToken, { body: { token: next } })).status).toBe(200);
    const refused = await anonymous().call(deviceLogin, { body: { token: next } });
    expect(refused.status).toBe(401);
    expect(refused.error?.message).toBe('Collegamento errato');
  });

  it('refuses a malformed token and a blocked account', async () => {
    expect((await anonymous().call(deviceLogin, { body: { token: 'x' } })).status).toBe(400);
    const a = await signedInWorkshop(ctx);
    const { token } = (await a.call(createDeviceToken)).body;
    await ctx.database.db.update(workshops).set({ active: 0 }).where(eq(workshops.id, a.id));
    const res = await anonymous().call(deviceLogin, { body: { token } });
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe('account_inactive');
  });
});

/** The stored entry of `token` (current or replaced), or undefined. */
async function entryOf(token: string) {
  const h = hashToken(token);
  const [row] = await ctx.database.db
    .select()
    .from(deviceTokens)
    .where(sql`${deviceTokens.tokenHash} = ${h} or ${deviceTokens.previousTokenHash} = ${h}`);
  return row;
}

/** Moves the entry of `token` `days` days into the past (created and last used). */
async function age(token: string, days: number) {
  const h = hashToken(token);
  await ctx.database.db.execute(sql`update device_tokens
       set created_at = now() - ${days} * interval '1 day',
           last_used_at = now() - ${days} * interval '1 day'
     where token_hash = ${h}`);
}

describe('rotation', () => {
  it('each use answers a new token that replaces the one used; the entry keeps its id', async () => {
    const a = await signedInWorkshop(ctx);
    const first = (await a.call(createDeviceToken)).body.token;
    const before = await entryOf(first);
    const used = await anonymous().call(deviceLogin, { body: { token: first } });
    expect(used.status).toBe(200);
    const second = used.body.deviceToken;
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    const after = await entryOf(second);
    expect(after?.id).toBe(before?.id);
    expect(after?.tokenHash).toBe(hashToken(second));
    expect(after?.tokenHash).not.toContain(second);
    expect(after?.lastUsedAt).not.toBeNull();
    const third = await anonymous().call(deviceLogin, { body: { token: second } });
    expect(third.status).toBe(200);
    expect(third.body.deviceToken).not.toBe(second);
  });

  it('a lost answer: the replaced token is still accepted within the grace window', async () => {
    const a = await signedInWorkshop(ctx);
    const token = (await a.call(createDeviceToken)).body.token;
    const lost = await anonymous().call(deviceLogin, { body: { token } });
    expect(lost.status).toBe(200);
    // The browser never got `lost.body.deviceToken` and retries with what it holds.
    const retry = await anonymous().call(deviceLogin, { body: { token } });
    expect(retry.status).toBe(200);
    // The retry's token is now the current one; the one lost on the way is dead.
    const dead = await anonymous().call(deviceLogin, { body: { token: lost.body.deviceToken } });
    expect(dead.status).toBe(401);
  });

  it('a replaced token presented after the grace window revokes the whole entry', async () => {
    const a = await signedInWorkshop(ctx);
    const token = (await a.call(createDeviceToken)).body.token;
    const used = await anonymous().call(deviceLogin, { body: { token } });
    const current = used.body.deviceToken;
    await ctx.database.db.execute(sql`update device_tokens
         set previous_valid_until = now() - interval '1 second'
       where token_hash = ${hashToken(current)}`);
    // Someone else holds a copy of the old token: refused, and the entry is over for both.
    const copy = await anonymous().call(deviceLogin, { body: { token } });
    expect(copy.status).toBe(401);
    expect(copy.error?.message).toBe('Collegamento errato');
    expect(await entryOf(current)).toBeUndefined();
    expect((await anonymous().call(deviceLogin, { body: { token: current } })).status).toBe(401);
  });

  it('any token the entry replaced, presented again, revokes it (not only the last one)', async () => {
    const a = await signedInWorkshop(ctx);
    const stolen = (await a.call(createDeviceToken)).body.token;
    // The owner signs in three times: `stolen` is now two replacements behind.
    let current = stolen;
    for (let i = 0; i < 3; i++)
      current = (await anonymous().call(deviceLogin, { body: { token: current } })).body
        .deviceToken;
    const copy = await anonymous().call(deviceLogin, { body: { token: stolen } });
    expect(copy.status).toBe(401);
    expect(copy.error?.message).toBe('Collegamento errato');
    expect(await entryOf(current)).toBeUndefined();
    expect((await anonymous().call(deviceLogin, { body: { token: current } })).status).toBe(401);
  });

  it('keeps at most REPLACED_HISTORY replaced tokens per entry', async () => {
    const a = await signedInWorkshop(ctx);
    let current = (await a.call(createDeviceToken)).body.token;
    for (let i = 0; i < REPLACED_HISTORY + 3; i++)
      current = (await anonymous().call(deviceLogin, { body: { token: current } })).body
        .deviceToken;
    expect((await entryOf(current))?.replacedHashes).toHaveLength(REPLACED_HISTORY);
  });

  it('two uses of one token at once both sign in, and one successor stays valid', async () => {
    const a = await signedInWorkshop(ctx);
    const token = (await a.call(createDeviceToken)).body.token;
    const [x, y] = await Promise.all([
      anonymous().call(deviceLogin, { body: { token } }),
      anonymous().call(deviceLogin, { body: { token } }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const statuses = [];
    for (const t of [x.body.deviceToken, y.body.deviceToken])
      statuses.push((await entryOf(t))?.tokenHash === hashToken(t));
    expect(statuses.filter(Boolean)).toHaveLength(1);
  });
});

describe('idle expiry (DEVICE_TOKEN_IDLE_DAYS, default 90)', () => {
  it('a token unused for 90 days stops working and is deleted; 89 days is fine', async () => {
    const a = await signedInWorkshop(ctx);
    const recent = (await a.call(createDeviceToken)).body.token;
    const idle = (await a.call(createDeviceToken)).body.token;
    await age(recent, 89);
    await age(idle, 90);
    expect((await anonymous().call(deviceLogin, { body: { token: recent } })).status).toBe(200);
    const refused = await anonymous().call(deviceLogin, { body: { token: idle } });
    expect(refused.status).toBe(401);
    expect(refused.error?.message).toBe('Collegamento errato');
    expect(await entryOf(idle)).toBeUndefined();
  });

  it('the hourly purge deletes idle entries only, and the limit is configurable', async () => {
    const a = await signedInWorkshop(ctx);
    const fresh = (await a.call(createDeviceToken)).body.token;
    const idle = (await a.call(createDeviceToken)).body.token;
    await age(fresh, 20);
    await age(idle, 31);
    expect(await purgeIdleDeviceTokens(ctx.database.db, 30)).toBeGreaterThanOrEqual(1);
    expect(await entryOf(idle)).toBeUndefined();
    expect(await entryOf(fresh)).toBeDefined();

    const short = await setupTestApp({ DEVICE_TOKEN_IDLE_DAYS: '7' });
    try {
      const b = await signedInWorkshop(short);
      const token = (await b.call(createDeviceToken)).body.token;
      await short.database.db.execute(sql`update device_tokens
           set created_at = now() - interval '8 days'
         where token_hash = ${hashToken(token)}`);
      const res = await apiClient(short.app).call(deviceLogin, { body: { token } });
      expect(res.status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('what the entry records', () => {
  it("a label from the browser, and Entra come utente entries marked as the admin's", async () => {
    const a = await signedInWorkshop(ctx);
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const own = await apiClient(ctx.app, { cookie: a.cookie, headers: { 'user-agent': ua } }).call(
      createDeviceToken,
    );
    expect(await entryOf(own.body.token)).toMatchObject({
      label: 'Chrome su Windows',
      kind: 'user',
    });

    const adm = await signedInAdmin(ctx);
    const entered = await adm.call(enterWorkshop, { params: { workshopId: a.id } });
    const entry = await entryOf(entered.body.deviceToken);
    expect(entry).toMatchObject({ kind: 'admin', workshopId: a.id });
    // It follows the same rules: rotated on use.
    const used = await anonymous().call(deviceLogin, { body: { token: entered.body.deviceToken } });
    expect(used.status).toBe(200);
    expect((await entryOf(used.body.deviceToken))?.id).toBe(entry?.id);
  });
});
