/**
 * The hardening every route inherits, about where a request comes from (README "Limits and
 * hardening"): cross-site writes refused (§3), HSTS and API docs in production only (§5),
 * and sign-in limits that count the socket address, not a forged X-Forwarded-For (§2).
 * Unsafe text and client errors: `hardening.integration.test.ts`.
 */
import { adminLogin, getSession, login, logout } from '@shared/contracts/auth';
import { buildUrl } from '@shared/contracts/endpoint';
import { getHealth } from '@shared/contracts/health';
import { describe, expect, it } from 'vitest';
import { HTTP_MSG } from '@shared/messages';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { expectEnvelope, useHardeningApp } from '@server/test/hardening';
import { adminKey, clearLimit, userKey } from '@server/auth/login-limits';

const h = useHardeningApp();
const { raw } = h;

describe('cross-site writes (§3)', () => {
  const signOut = (headers: Record<string, string>) =>
    raw({
      method: 'POST',
      url: buildUrl(logout),
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{}',
    });

  it.each([
    [
      'Sec-Fetch-Site cross-site',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ],
    [
      'Sec-Fetch-Site same-site (a sibling subdomain)',
      { 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost:80' },
    ],
    ['a foreign Origin without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
  ])('refuses %s with 403 and the session stays', async (_, headers) => {
    const res = await signOut(headers);
    expect(res.statusCode).toBe(403);
    expectEnvelope(res.body, res.statusCode, 'cross_site', HTTP_MSG.crossSite);
    expect((await h.a.call(getSession)).status).toBe(200);
  });

  it('refuses a text/plain logout even without an Origin (a same-site form)', async () => {
    const res = await raw({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect((await h.a.call(getSession)).status).toBe(200);
  });

  it('accepts same-origin writes', async () => {
    const res = await raw({
      method: 'PUT',
      url: '/api/settings/app',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:80',
      },
      payload: JSON.stringify({ titolo: 'ReviApp' }),
    });
    expect(res.statusCode).toBe(200);
    const byOrigin = await raw({
      method: 'PUT',
      url: '/api/settings/app',
      headers: {
        'content-type': 'application/json',
        host: 'reviapp.example:8443',
        origin: 'https://reviapp.example:8443',
      },
      payload: JSON.stringify({ titolo: 'ReviApp' }),
    });
    expect(byOrigin.statusCode).toBe(200);
  });

  it('sends the session cookie HttpOnly and SameSite=Lax', async () => {
    const signedIn = await h.ctx.app.inject({
      method: 'POST',
      url: buildUrl(login),
      payload: { username: h.a.username, password: h.a.password },
    });
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('production-only headers and docs (§5)', () => {
  it('sends HSTS only in production; docs need the super-admin there', async () => {
    expect(
      (await h.ctx.app.inject({ url: buildUrl(getHealth) })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await raw({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'http://localhost',
      LOG_LEVEL: 'silent',
    });
    const prod = await buildApp({ config, database: h.ctx.database, webDir: null });
    try {
      expect(
        (await prod.inject({ url: buildUrl(getHealth) })).headers['strict-transport-security'],
      ).toMatch(/max-age/);
      const docs = await raw(
        { method: 'GET', url: '/api/docs/json', headers: { cookie: '' } },
        prod,
      );
      expect(docs.statusCode).toBe(401);
      expect(docs.json().error.code).toBe('unauthorized');
    } finally {
      await prod.close();
    }
  });
});

describe('rate limits with a forged X-Forwarded-For (§2)', () => {
  it('counts the socket address, not the header, unless TRUST_PROXY names the proxy', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '3' });
    const app = await buildApp({ config, database: h.ctx.database, webDir: null });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await app.inject({
          method: 'POST',
          url: buildUrl(adminLogin),
          remoteAddress: '192.0.2.10',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { password: `tentativo-${i}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().error.code).toBe('rate_limited');
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('limits a user name whatever the address, and the super-admin secret per address', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_USER_RATE_LIMIT: '4',
      ADMIN_FREE_ATTEMPTS: '3',
    });
    const app = await buildApp({ config, database: h.ctx.database, webDir: null });
    try {
      const guess = (url: string, address: string, i: number, payload: object) =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: address,
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload,
        });
      const user: number[] = [];
      for (let i = 0; i < 7; i++)
        user.push(
          (
            await guess(buildUrl(login), `198.18.${i}.1`, i, {
              username: h.a.username,
              password: `no-${i}`,
            })
          ).statusCode,
        );
      expect(user).toEqual([401, 401, 401, 401, 429, 429, 429]);
      // The super-admin's back-off counts the socket's address, whatever the header says.
      const admin: number[] = [];
      for (let i = 0; i < 6; i++)
        admin.push(
          (await guess(buildUrl(adminLogin), '198.18.50.1', i, { password: `no-${i}` })).statusCode,
        );
      expect(admin).toEqual([401, 401, 401, 429, 429, 429]);
      const limited = await guess(buildUrl(adminLogin), '198.18.50.1', 99, { password: 'x' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Those failures slow that address only.
      expect(
        (await guess(buildUrl(adminLogin), '198.18.51.1', 98, { password: 'x' })).statusCode,
      ).toBe(401);
    } finally {
      await clearLimit(h.ctx.database.db, userKey(h.a.username));
      await clearLimit(h.ctx.database.db, adminKey('198.18.50.1'));
      await clearLimit(h.ctx.database.db, adminKey('198.18.51.1'));
      await app.close();
    }
  });
});
