/** Sign-in and roles against a real database (spec 000 §2 login, §4 application state, §6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { apiClient } from '@server/test/client';
import { raw } from '@server/test/api';
import { createWorkshop } from '@server/domain/workshops';
import { ensureAdminSecret } from '@server/auth/admin-secret';
import {
  adminLogin,
  getSession,
  login,
  logout,
  probeSession,
  sessionOf,
} from '@shared/contracts/auth';
import { addDays, todayInRome } from '@shared/domain/dates';
import { signedInWorkshop } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const anonymous = () => apiClient(ctx.app);
const as = (cookie: string) => apiClient(ctx.app, { cookie });

describe('POST /api/auth/login', () => {
  it('signs in with the right password and sets an httpOnly cookie', async () => {
    await createWorkshop(ctx.database.db, { username: 'officina_rossi', password: 'segreta123' });
    const res = await anonymous().call(login, {
      body: { username: 'officina_rossi', password: 'segreta123' },
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(sessionOf(res.body).workshop?.username).toBe('officina_rossi');
    expect(sessionOf(res.body).app.timetable).toHaveLength(26);
  });

  it('refuses a wrong password with the spec message', async () => {
    await createWorkshop(ctx.database.db, { username: 'officina_verdi', password: 'segreta123' });
    const res = await anonymous().call(login, {
      body: { username: 'officina_verdi', password: 'sbagliata' },
    });
    expect(res.status).toBe(401);
    expect(res.error).toEqual({ code: 'unauthorized', message: 'Nome Utente e/o Password ERRATI' });
  });

  it('refuses an unknown user the same way', async () => {
    const res = await anonymous().call(login, { body: { username: 'nessuno', password: 'x' } });
    expect(res.error?.message).toBe('Nome Utente e/o Password ERRATI');
  });

  it('answers 400 to a malformed body', async () => {
    // Malformed on purpose: no password.
    const res = await raw(ctx, login, { body: { username: '' } });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('bad_request');
  });

  it('keeps an inactive workshop out', async () => {
    await createWorkshop(ctx.database.db, {
      username: 'spenta',
      password: 'segreta123',
      active: 0,
    });
    const res = await anonymous().call(login, {
      body: { username: 'spenta', password: 'segreta123' },
    });
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe('account_inactive');
  });

  it('sends an expired workshop to app_scaduta (account_expired)', async () => {
    await createWorkshop(ctx.database.db, {
      username: 'scaduta',
      password: 'segreta123',
      expiresOn: addDays(todayInRome(), -1),
    });
    const res = await anonymous().call(login, {
      body: { username: 'scaduta', password: 'segreta123' },
    });
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe('account_expired');
  });
});

describe('GET /api/session and logout', () => {
  it('is 401 without a cookie, 200 with one, 401 after logout', async () => {
    expect((await anonymous().call(getSession)).status).toBe(401);
    const { cookie } = await signedInWorkshop(ctx);
    const me = await as(cookie).call(getSession);
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('workshop');
    await as(cookie).call(logout);
    expect((await as(cookie).call(getSession)).status).toBe(401);
  });

  it('the login page probe answers 200 always: the session, or null signed out or logged out', async () => {
    const none = await anonymous().call(probeSession);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ session: null });
    const { cookie } = await signedInWorkshop(ctx);
    const me = await as(cookie).call(probeSession);
    expect(me.status).toBe(200);
    expect(me.body.session).toEqual((await as(cookie).call(getSession)).body);
    const other = await signedInWorkshop(ctx);
    await as(other.cookie).call(logout);
    expect((await as(other.cookie).call(probeSession)).body).toEqual({ session: null });
  });

  it('reports days to expiry for the expiry notice', async () => {
    const { cookie } = await signedInWorkshop(ctx, { expiresOn: addDays(todayInRome(), 12) });
    const me = await as(cookie).call(getSession);
    expect(me.body.workshop?.daysToExpiry).toBe(12);
  });
});

describe('POST /api/auth/admin', () => {
  it('accepts only the server-side admin secret', async () => {
    await ensureAdminSecret(ctx.database.db, 'admin-secret-123');
    const bad = await anonymous().call(adminLogin, { body: { password: 'x' } });
    expect(bad.status).toBe(401);
    const ok = await anonymous().call(adminLogin, { body: { password: 'admin-secret-123' } });
    expect(ok.status).toBe(200);
    expect(sessionOf(ok.body).role).toBe('admin');
  });
});

describe('login rate limit', () => {
  it('answers 429 with an Italian message past LOGIN_RATE_LIMIT attempts a minute', async () => {
    const { buildApp } = await import('@server/app');
    const { loadConfig } = await import('@server/config');
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '3' }),
      database: ctx.database,
      webDir: null,
    });
    try {
      // Counters live in the database, shared with every app on it: an address of its own.
      const attempt = () =>
        apiClient(app, { remoteAddress: '198.51.100.7' }).call(login, {
          body: { username: 'x', password: 'y' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.error?.message).toBe(
        'Troppi tentativi di accesso: riprova tra qualche minuto',
      );
    } finally {
      await app.close();
    }
  });
});

describe('available years (calendar bounds, spec 000 §2)', () => {
  it('spans the first to the last year with appointments, at least this year and the next', async () => {
    const { appointments } = await import('@server/db/schema');
    const { yearOf } = await import('@shared/domain/dates');
    const current = yearOf(todayInRome());
    const empty = await signedInWorkshop(ctx);
    const none = await as(empty.cookie).call(getSession);
    expect(none.body.availableYears).toEqual([current, current + 1]);

    const busy = await signedInWorkshop(ctx);
    await ctx.database.db.insert(appointments).values([
      {
        workshopId: busy.workshop.id,
        date: `${current - 3}-05-10`,
        row: 2,
        column: 1,
        surname: 'A',
      },
      {
        workshopId: busy.workshop.id,
        date: `${current + 4}-01-07`,
        row: 2,
        column: 1,
        surname: 'B',
      },
    ]);
    const res = await as(busy.cookie).call(getSession);
    expect(res.body.availableYears).toEqual(Array.from({ length: 8 }, (_, i) => current - 3 + i));
  });
});
