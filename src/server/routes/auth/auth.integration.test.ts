/** Sign-in and roles against a real database (spec 000 §2 login, §4 application state, §6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, signedInWorkshop, type TestContext } from '@server/test/harness';
import { createWorkshop } from '@server/workshops/service';
import { ensureAdminSecret } from '@server/auth/admin-secret';
import { addDays, todayInRome } from '@shared/domain/dates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password and sets an httpOnly cookie', async () => {
    await createWorkshop(ctx.database.db, { username: 'officina_rossi', password: 'segreta123' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'officina_rossi', password: 'segreta123' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(res.json().workshop.username).toBe('officina_rossi');
    expect(res.json().app.timetable).toHaveLength(26);
  });

  it('refuses a wrong password with the spec message', async () => {
    await createWorkshop(ctx.database.db, { username: 'officina_verdi', password: 'segreta123' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'officina_verdi', password: 'sbagliata' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Nome Utente e/o Password ERRATI' },
    });
  });

  it('refuses an unknown user the same way', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nessuno', password: 'x' },
    });
    expect(res.json().error.message).toBe('Nome Utente e/o Password ERRATI');
  });

  it('answers 400 to a malformed body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('keeps an inactive workshop out', async () => {
    await createWorkshop(ctx.database.db, {
      username: 'spenta',
      password: 'segreta123',
      active: 0,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'spenta', password: 'segreta123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_inactive');
  });

  it('sends an expired workshop to app_scaduta (account_expired)', async () => {
    await createWorkshop(ctx.database.db, {
      username: 'scaduta',
      password: 'segreta123',
      expiresOn: addDays(todayInRome(), -1),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'scaduta', password: 'segreta123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_expired');
  });
});

describe('GET /api/session and logout', () => {
  it('is 401 without a cookie, 200 with one, 401 after logout', async () => {
    expect((await ctx.app.inject({ url: '/api/session' })).statusCode).toBe(401);
    const { cookie } = await signedInWorkshop(ctx);
    const me = await ctx.app.inject({ url: '/api/session', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('workshop');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await ctx.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('reports days to expiry for the expiry notice', async () => {
    const { cookie } = await signedInWorkshop(ctx, { expiresOn: addDays(todayInRome(), 12) });
    const me = await ctx.app.inject({ url: '/api/session', headers: { cookie } });
    expect(me.json().workshop.daysToExpiry).toBe(12);
  });
});

describe('POST /api/auth/admin', () => {
  it('accepts only the server-side admin secret', async () => {
    await ensureAdminSecret(ctx.database.db, 'admin-secret-123');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin',
      payload: { password: 'x' },
    });
    expect(bad.statusCode).toBe(401);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin',
      payload: { password: 'admin-secret-123' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role).toBe('admin');
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
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          // Counters live in the database, shared with every app on it: an address of its own.
          remoteAddress: '198.51.100.7',
          payload: { username: 'x', password: 'y' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe(
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
    const none = await ctx.app.inject({ url: '/api/session', headers: { cookie: empty.cookie } });
    expect(none.json().availableYears).toEqual([current, current + 1]);

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
    const res = await ctx.app.inject({ url: '/api/session', headers: { cookie: busy.cookie } });
    expect(res.json().availableYears).toEqual(Array.from({ length: 8 }, (_, i) => current - 3 + i));
  });
});
