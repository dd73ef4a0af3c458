/** Sign-in limits counted in the database (README "Limits and hardening"), on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@server/http/errors';
import { loadConfig } from '@server/config';
import { setupTestApp, type TestContext } from '@server/test/harness';
import {
  adminKey,
  clearLimit,
  deviceKey,
  limitAdminLogin,
  limitLogin,
  userKey,
} from './login-limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const config = loadConfig({
  LOGIN_RATE_LIMIT: '5',
  LOGIN_USER_RATE_LIMIT: '3',
  ADMIN_FREE_ATTEMPTS: '2',
});
const silent = { warn: () => {} } as never;

/** Runs `fn` and returns 'ok' or the HTTP status it threw. */
async function outcome(fn: () => Promise<unknown>): Promise<'ok' | number> {
  try {
    await fn();
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.status;
    throw err;
  }
}

describe('sign-in limits', () => {
  it('limits attempts per client address', async () => {
    const db = ctx.database.db;
    const results = [];
    for (let i = 0; i < 7; i++)
      results.push(await outcome(() => limitLogin(db, config, '10.1.1.1', `utente${i}`)));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 429, 429]);
    expect(await outcome(() => limitLogin(db, config, '10.1.1.2', 'altro'))).toBe('ok');
  });

  it('limits attempts per user name whatever the address, and a success clears it', async () => {
    const db = ctx.database.db;
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await outcome(() => limitLogin(db, config, `10.2.0.${i}`, 'Demo')));
    expect(results).toEqual(['ok', 'ok', 'ok', 429, 429]);
    await clearLimit(db, userKey('DEMO'));
    expect(await outcome(() => limitLogin(db, config, '10.2.1.1', 'demo'))).toBe('ok');
  });

  it('holds under parallel attempts (one atomic count each)', async () => {
    const db = ctx.database.db;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        outcome(() => limitLogin(db, config, `10.3.0.${i}`, 'parallelo')),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
  });

  it('makes super-admin guesses from one address wait, with Retry-After and a log line', async () => {
    const db = ctx.database.db;
    const lines: string[] = [];
    const log = { warn: (_: unknown, msg: string) => lines.push(msg) } as never;
    expect(await outcome(() => limitAdminLogin(db, config, '10.4.0.1', log))).toBe('ok');
    expect(await outcome(() => limitAdminLogin(db, config, '10.4.0.1', log))).toBe('ok');
    let err: unknown;
    try {
      await limitAdminLogin(db, config, '10.4.0.1', log);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('rate_limited');
    expect((err as AppError).retryAfterS).toBeGreaterThanOrEqual(1);
    expect(lines.some((l) => l.includes('super-admin'))).toBe(true);
    // Another address is not slowed by those failures (the owner on a clean address).
    expect(await outcome(() => limitAdminLogin(db, config, '10.4.0.2', silent))).toBe('ok');
    // Nor another address of the same IPv6 /64 spared: it is the same subscriber.
    for (let i = 0; i < 2; i++) await limitAdminLogin(db, config, '2001:db8:4::1', silent);
    expect(await outcome(() => limitAdminLogin(db, config, '2001:db8:4::2', silent))).toBe(429);
    await clearLimit(db, adminKey('10.4.0.1'));
    expect(await outcome(() => limitAdminLogin(db, config, '10.4.0.1', silent))).toBe('ok');
  });

  it('counts a known device on its own key: a flooded user name does not refuse it', async () => {
    const db = ctx.database.db;
    for (let i = 0; i < 3; i++) await limitLogin(db, config, `10.5.0.${i}`, 'inondato');
    expect(await outcome(() => limitLogin(db, config, '10.5.1.1', 'inondato'))).toBe(429);
    // The owner's browser (device nonce) is counted apart, and locked only by its own failures.
    const key = await limitLogin(db, config, '10.5.2.1', 'inondato', 'nonce-del-titolare');
    expect(key).toBe(deviceKey('nonce-del-titolare'));
    for (let i = 0; i < 2; i++)
      await limitLogin(db, config, '10.5.2.1', 'inondato', 'nonce-del-titolare');
    expect(
      await outcome(() => limitLogin(db, config, '10.5.2.1', 'inondato', 'nonce-del-titolare')),
    ).toBe(429);
    expect(await outcome(() => limitLogin(db, config, '10.5.2.2', 'inondato', 'altro-nonce'))).toBe(
      'ok',
    );
  });
});
