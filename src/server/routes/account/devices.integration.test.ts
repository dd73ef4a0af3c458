/**
 * The account's quick-login devices (spec 000 §2 #/login entries, seen from the account
 * page): listed with label, kind and dates, most recently used first, idle ones left out;
 * the owner revokes one by id; another account's id is "Dispositivo non trovato" (404) and
 * changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listAccountDevices, revokeAccountDevice } from '@shared/contracts/account';
import { enterWorkshop } from '@shared/contracts/admin-session';
import { deviceLogin } from '@shared/contracts/quick-login';
import { hashToken } from '@server/auth/tokens';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInAdmin, deviceTokenOf, signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('GET /api/account/devices', () => {
  it("lists this account's entries only, newest use first, with the idle limit", async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const phone = apiClient(ctx.app, { cookie: a.cookie, headers: { 'user-agent': IPHONE } });
    const older = await deviceTokenOf(phone);
    const newer = await deviceTokenOf(a);
    await deviceTokenOf(b);
    const adm = await signedInAdmin(ctx);
    await adm.call(enterWorkshop, { params: { workshopId: a.id } });
    // The iPhone signs in with its token: it becomes the most recently used.
    expect((await apiClient(ctx.app).call(deviceLogin, { body: { token: older } })).status).toBe(
      200,
    );

    const res = await a.call(listAccountDevices);
    expect(res.status).toBe(200);
    expect(res.body.idleDays).toBe(90);
    const list = res.body.devices;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ label: 'Safari su iPhone', kind: 'user' });
    expect(list[0]!.lastUsedAt).not.toBeNull();
    expect(list.filter((d) => d.kind === 'admin')).toHaveLength(1);
    expect(list.find((d) => d.kind === 'user' && d.id !== list[0]!.id)?.lastUsedAt).toBeNull();
    for (const d of list) expect(Number.isNaN(Date.parse(d.createdAt))).toBe(false);
    // No token or hash ever leaves the server.
    const text = JSON.stringify(res.body);
    for (const t of [older, newer]) {
      expect(text).not.toContain(t);
      expect(text).not.toContain(hashToken(t));
    }
    expect((await b.call(listAccountDevices)).body.devices).toHaveLength(1);
  });

  it('leaves out entries idle past the limit', async () => {
    const a = await signedInWorkshop(ctx);
    const idle = await deviceTokenOf(a);
    await deviceTokenOf(a);
    await ctx.database.db.execute(sql`update device_tokens
         set created_at = now() - interval '91 days' where token_hash = ${hashToken(idle)}`);
    expect((await a.call(listAccountDevices)).body.devices).toHaveLength(1);
  });
});

describe('DELETE /api/account/devices/:deviceId', () => {
  it("revokes the owner's entry: its token no longer signs in, the others still do", async () => {
    const a = await signedInWorkshop(ctx);
    const phone = apiClient(ctx.app, { cookie: a.cookie, headers: { 'user-agent': IPHONE } });
    const token = await deviceTokenOf(phone);
    const keep = await deviceTokenOf(a);
    const listed = (await a.call(listAccountDevices)).body.devices;
    const target = listed.find((d) => d.label === 'Safari su iPhone')!;
    expect(listed.find((d) => d.id !== target.id)?.label).toBe('Browser sconosciuto');

    const res = await a.call(revokeAccountDevice, { params: { deviceId: target.id } });
    expect(res.status).toBe(200);
    expect((await a.call(listAccountDevices)).body.devices.map((d) => d.id)).not.toContain(
      target.id,
    );
    const anon = apiClient(ctx.app);
    expect((await anon.call(deviceLogin, { body: { token } })).status).toBe(401);
    expect((await anon.call(deviceLogin, { body: { token: keep } })).status).toBe(200);
    // Already gone: 404.
    expect((await a.call(revokeAccountDevice, { params: { deviceId: target.id } })).status).toBe(
      404,
    );
  });

  it("answers 404 for another workshop's entry and leaves it working", async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const bToken = await deviceTokenOf(b);
    const bId = (await b.call(listAccountDevices)).body.devices[0]!.id;
    const res = await a.call(revokeAccountDevice, { params: { deviceId: bId } });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ code: 'not_found', message: 'Dispositivo non trovato' });
    expect((await b.call(listAccountDevices)).body.devices.map((d) => d.id)).toEqual([bId]);
    expect((await apiClient(ctx.app).call(deviceLogin, { body: { token: bToken } })).status).toBe(
      200,
    );
    expect(
      (await a.call(revokeAccountDevice, { params: { deviceId: 2_000_000_000 } })).status,
    ).toBe(404);
  });

  it('needs a workshop session', async () => {
    const anon = apiClient(ctx.app);
    expect((await anon.call(listAccountDevices)).status).toBe(401);
    expect((await anon.call(revokeAccountDevice, { params: { deviceId: 1 } })).status).toBe(401);
  });
});
