/** Sign-in limits counted in the database (issue 7 §2), on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@server/http/errors';
import { loadConfig } from '@server/config';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { clearLimit, limitAdminLogin, limitLogin, userKey } from './login-limits';

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
async function outcome(fn: () => Promise<void>): Promise<'ok' | number> {
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

  it('makes super-admin guesses wait, whatever the address, with Retry-After and a log line', async () => {
    const db = ctx.database.db;
    const lines: string[] = [];
    const log = { warn: (_: unknown, msg: string) => lines.push(msg) } as never;
    expect(await outcome(() => limitAdminLogin(db, config, '10.4.0.1', log))).toBe('ok');
    expect(await outcome(() => limitAdminLogin(db, config, '10.4.0.2', log))).toBe('ok');
    let err: unknown;
    try {
      await limitAdminLogin(db, config, '10.4.0.3', log);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('rate_limited');
    expect((err as AppError).retryAfterS).toBeGreaterThanOrEqual(1);
    expect(lines.some((l) => l.includes('super-admin'))).toBe(true);
    await clearLimit(db, 'admin-secret');
    expect(await outcome(() => limitAdminLogin(db, config, '10.4.0.4', silent))).toBe('ok');
  });
});
