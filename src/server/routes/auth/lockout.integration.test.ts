/**
 * Guessing slowed without locking the owner out (README "Limits and hardening"; OWASP
 * "Slow Down Online Guessing Attacks with Device Cookies"): someone flooding a workshop's
 * user name from many addresses gets 429, but the owner's browser, known by the device
 * cookie of an earlier sign-in or by a live quick-login token of that user, still signs in;
 * a device cookie that keeps failing is locked itself. The super-admin's back-off is per
 * address: failures from address A never delay the real admin on address B.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminLogin, login, sessionOf } from '@shared/contracts/auth';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { DEVICE_COOKIE } from '@server/auth/device-cookie';
import { ensureAdminSecret } from '@server/auth/admin-secret';
import { buildWorkshop } from '@server/test/factories';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { deviceTokenOf } from '@server/test/sign-in';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await setupTestApp();
  // Its own app: small limits, counted in the same database.
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_USER_RATE_LIMIT: '3',
      ADMIN_FREE_ATTEMPTS: '3',
    }),
    database: ctx.database,
    webDir: null,
  });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

let n = 0;
/** A fresh address of the test network for each call (the attacker's botnet). */
const anyAddress = () => `198.19.${Math.floor(++n / 250)}.${n % 250}`;

/** Signs in as `username` from `address`, sending `cookies` (`name=value; …`). */
function attempt(
  username: string,
  password: string,
  opts: { address?: string; cookies?: string; deviceToken?: string } = {},
) {
  return apiClient(app, {
    remoteAddress: opts.address ?? anyAddress(),
    ...(opts.cookies ? { cookie: opts.cookies } : {}),
  }).call(login, {
    body: { username, password, ...(opts.deviceToken ? { deviceToken: opts.deviceToken } : {}) },
  });
}

/** The `name=value` of `name` among an answer's Set-Cookie headers. */
function cookieOf(headers: Record<string, unknown>, name: string): string {
  const all = ([] as string[]).concat((headers['set-cookie'] as string | string[]) ?? []);
  const hit = all.find((c) => c.startsWith(`${name}=`));
  if (!hit) throw new Error(`no ${name} cookie`);
  return hit.split(';')[0]!;
}

/** Floods `username` with wrong passwords from fresh addresses until it answers 429. */
async function flood(username: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await attempt(username, `sbagliata-${i}`)).status);
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
}

describe('a flooded user name', () => {
  it("refuses everyone else, even with the right password, and lets the owner's browser in", async () => {
    const w = await buildWorkshop(ctx.database.db);
    const first = await attempt(w.username, w.password, { address: '198.18.200.1' });
    expect(first.status).toBe(200);
    const device = cookieOf(first.headers, DEVICE_COOKIE);
    // Signed and httpOnly, sent to the sign-in routes only.
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`${DEVICE_COOKIE}=[^;]+;[^,]*Path=/api/auth`));
    expect(setCookie).toMatch(new RegExp(`${DEVICE_COOKIE}=[^;]+;[^,]*HttpOnly`, 'i'));

    await flood(w.username);
    // The attacker, right password included: 429 with the Italian message.
    const stranger = await attempt(w.username, w.password);
    expect(stranger.status).toBe(429);
    expect(stranger.error?.message).toBe('Troppi tentativi di accesso: riprova tra qualche minuto');

    // The owner's browser (its device cookie names this user) signs in from anywhere.
    const owner = await attempt(w.username, w.password, { cookies: device });
    expect(owner.status).toBe(200);
    expect(sessionOf(owner.body).workshop?.username).toBe(w.username);
    // And the name stays closed to the others.
    expect((await attempt(w.username, 'ancora-no')).status).toBe(429);
  });

  it('a device cookie that keeps failing is locked itself; another device of the owner is not', async () => {
    const w = await buildWorkshop(ctx.database.db);
    const desk1 = cookieOf((await attempt(w.username, w.password)).headers, DEVICE_COOKIE);
    const desk2 = cookieOf((await attempt(w.username, w.password)).headers, DEVICE_COOKIE);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await attempt(w.username, `no-${i}`, { cookies: desk1 })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await attempt(w.username, w.password, { cookies: desk1 })).status).toBe(429);
    // Those failures touched neither the other desk nor the user name's own count.
    expect((await attempt(w.username, w.password, { cookies: desk2 })).status).toBe(200);
    expect((await attempt(w.username, w.password)).status).toBe(200);
  });

  it('a forged, edited or other-user device cookie counts for nothing', async () => {
    const w = await buildWorkshop(ctx.database.db);
    const other = await buildWorkshop(ctx.database.db);
    const mine = cookieOf((await attempt(w.username, w.password)).headers, DEVICE_COOKIE);
    const otherUser = cookieOf(
      (await attempt(other.username, other.password)).headers,
      DEVICE_COOKIE,
    );
    await flood(w.username);
    const [name, value] = mine.split('=') as [string, string];
    const forged = `${name}=${Buffer.from(JSON.stringify([{ u: w.username.toLowerCase(), n: 'A'.repeat(22), t: Date.now() }])).toString('base64url')}.firma`;
    const edited = `${name}=${value.slice(0, -3)}${value.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    for (const cookies of [forged, edited, otherUser])
      expect((await attempt(w.username, w.password, { cookies })).status).toBe(429);
  });

  it('a browser holding a live quick-login token of that user is let in too', async () => {
    const w = await buildWorkshop(ctx.database.db);
    const signedIn = await attempt(w.username, w.password);
    const session = cookieOf(signedIn.headers, 'reviapp_session');
    const token = await deviceTokenOf(apiClient(app, { cookie: session }));
    await flood(w.username);
    // No device cookie (e.g. an entry left by "Entra come utente"), only the token.
    expect((await attempt(w.username, w.password, { deviceToken: token })).status).toBe(200);
    // Another user's token, or a made-up one, does not help.
    const other = await buildWorkshop(ctx.database.db);
    const otherIn = await attempt(other.username, other.password);
    const otherToken = await deviceTokenOf(
      apiClient(app, { cookie: cookieOf(otherIn.headers, 'reviapp_session') }),
    );
    expect((await attempt(w.username, w.password, { deviceToken: otherToken })).status).toBe(429);
    expect((await attempt(w.username, w.password, { deviceToken: 'x'.repeat(43) })).status).toBe(
      429,
    );
  });
});

describe('the super-admin', () => {
  it('flooded from address A: A waits, the real admin on address B signs in', async () => {
    await ensureAdminSecret(ctx.database.db, 'segreto-amministratore-lungo-2030');
    const from = (address: string, password: string) =>
      apiClient(app, { remoteAddress: address }).call(adminLogin, { body: { password } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await from('198.18.220.1', `no-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Address A waits even with the right secret.
    const waiting = await from('198.18.220.1', 'segreto-amministratore-lungo-2030');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The real admin, elsewhere, is not slowed at all.
    const real = await from('198.18.221.1', 'segreto-amministratore-lungo-2030');
    expect(real.status).toBe(200);
    expect(sessionOf(real.body).role).toBe('admin');
  });
});
