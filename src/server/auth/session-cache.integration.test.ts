/**
 * The session cache across instances (README "Performance", day grid): two server processes on one PostgreSQL
 * database; a session revoked on instance A, or an account changed by a third party, is
 * refused by instance B long before the cache's lifetime (`SESSION_CACHE_TTL_MS`) would
 * have expired it, because the invalidation travels over LISTEN/NOTIFY.
 *
 * PostgreSQL only: PGlite serves a single process (its same-process invalidation is
 * covered by the auth tests, which log out and retry on the same app).
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, login, logout } from '@shared/contracts/auth';
import { buildUrl } from '@shared/contracts/endpoint';
import { openDatabase, type Database } from '@server/db/client';
import { workshops } from '@server/db/schema';
import { DEMO_PASSWORD, DEMO_USERNAME } from '@server/seed/demo';
import { spawnServer, type SpawnedServer } from '@server/test/spawn-server';
import { randomAlphanumeric } from './tokens';
import { refreshSessions, SESSION_CACHE_TTL_MS, withWorkshopChange } from './sessions';
import { sessionCookie } from '@server/test/sign-in';

const BASE = process.env.DATABASE_URL;

describe.skipIf(!BASE)('session cache on two instances (PostgreSQL only)', () => {
  const name = `reviapp_sessions_${randomAlphanumeric(8).toLowerCase()}`;
  let a: SpawnedServer;
  let b: SpawnedServer;
  let database: Database;

  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: BASE });
    c.on('error', () => {});
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end().catch(() => {});
    }
  };

  const signIn = async (server: SpawnedServer) => {
    const res = await fetch(server.url + buildUrl(login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return sessionCookie(res.headers);
  };
  const sessionStatus = async (server: SpawnedServer, cookie: string) =>
    (await fetch(server.url + buildUrl(getSession), { headers: { cookie } })).status;

  /** ms until `server` answers `status` for `cookie` (polling); throws past the cache lifetime. */
  const refusedWithin = async (server: SpawnedServer, cookie: string, status: number) => {
    const start = Date.now();
    while (Date.now() - start < SESSION_CACHE_TTL_MS) {
      if ((await sessionStatus(server, cookie)) === status) return Date.now() - start;
    }
    throw new Error(`still not ${status} after ${SESSION_CACHE_TTL_MS} ms`);
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const u = new URL(BASE!);
    u.pathname = `/${name}`;
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: u.toString(),
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'sessions-test-secret',
      OUTBOX_SENDER: '0',
    };
    a = await spawnServer(env); // migrates and seeds the demo workshop
    b = await spawnServer(env);
    database = await openDatabase({ databaseUrl: u.toString(), onError: () => {} });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('refuses on B a session logged out on A, well before the cache would expire it', async () => {
    const cookie = await signIn(a);
    // B resolves the session and caches it.
    expect(await sessionStatus(b, cookie)).toBe(200);
    expect(await sessionStatus(b, cookie)).toBe(200);
    const out = await fetch(a.url + buildUrl(logout), { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect(await sessionStatus(a, cookie)).toBe(401); // A: at once
    const ms = await refusedWithin(b, cookie, 401);
    expect(ms).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
  }, 60_000);

  it('sees on both instances an account disabled elsewhere (refreshSessions in a transaction)', async () => {
    const cookie = await signIn(a);
    expect(await sessionStatus(a, cookie)).toBe(200);
    expect(await sessionStatus(b, cookie)).toBe(200);
    const [demo] = await database.db
      .select()
      .from(workshops)
      .where(eq(workshops.username, DEMO_USERNAME));
    await withWorkshopChange(database.db, demo!.id, (tx) =>
      tx.update(workshops).set({ active: 0 }).where(eq(workshops.id, demo!.id)),
    );
    expect(await refusedWithin(a, cookie, 403)).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
    expect(await refusedWithin(b, cookie, 403)).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
    await database.db.update(workshops).set({ active: 1 }).where(eq(workshops.id, demo!.id));
    await refreshSessions(database.db, { workshopId: demo!.id });
    expect(await refusedWithin(b, cookie, 200)).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
  }, 60_000);
});
