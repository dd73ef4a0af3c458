/**
 * The pool is sized by DATABASE_POOL_MAX (README "Connections and poolers"): under a burst
 * of concurrent requests, the connections one instance holds on the server (counted in
 * `pg_stat_activity` by its `application_name`, `reviapp/<INSTANCE_NAME>`) stay within the
 * configured size plus the one LISTEN connection, and every request is still answered.
 *
 * PostgreSQL only: PGlite is one in-process connection, with no pool to size.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { getDay } from '@shared/contracts/appointments';
import { login } from '@shared/contracts/auth';
import { buildUrl } from '@shared/contracts/endpoint';
import { getHealth } from '@shared/contracts/health';
import { loadConfig } from '@server/config';
import { applicationName, startInstance } from '@server/instance';
import { randomAlphanumeric } from '@server/auth/tokens';
import { buildWorkshop } from '@server/test/factories';
import { scratchDatabase } from '@server/test/harness';
import { sessionCookie } from '@server/test/sign-in';
import { waitUntil } from '@server/test/wait';

const BASE = process.env.DATABASE_URL;
const POOL_MAX = 3;
const BURST = 150;

describe.skipIf(!BASE)('pool size (PostgreSQL only; PGlite has no pool)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  it('holds at most DATABASE_POOL_MAX connections plus the listener under a burst', async () => {
    const scratch = await scratchDatabase();
    cleanups.push(scratch.drop);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: scratch.url!,
      DATABASE_POOL_MAX: String(POOL_MAX),
      INSTANCE_NAME: `pool-${randomAlphanumeric(8)}`,
      DEMO_SEED: '0',
      OUTBOX_SENDER: '0',
      LOGIN_RATE_LIMIT: '1000',
    });
    const instance = await startInstance(config);
    cleanups.push(instance.close);
    const origin = `http://127.0.0.1:${instance.port}`;
    const { password, ...w } = await buildWorkshop(instance.database.db);
    const signIn = await fetch(origin + buildUrl(login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: w.username, password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn.headers);

    // Counted from a connection of its own (another application_name).
    const watcher = new pg.Client({
      connectionString: scratch.url,
      application_name: 'pool-watch',
    });
    watcher.on('error', () => {});
    await watcher.connect();
    cleanups.push(() => watcher.end());
    const name = applicationName(config);
    const count = async () =>
      (
        await watcher.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where application_name = $1',
          [name],
        )
      ).rows[0]!.n;

    // The day's reads wait on a lock a third connection holds, so the burst is sure to fill
    // the pool however fast (or slowly) this machine serves it; then the lock is released.
    const locker = new pg.Client({ connectionString: scratch.url, application_name: 'pool-lock' });
    locker.on('error', () => {});
    await locker.connect();
    cleanups.push(() => locker.end());
    await locker.query('begin');
    await locker.query('lock table appointments in access exclusive mode');

    let peak = 0;
    let bursting = true;
    const sampling = (async () => {
      while (bursting) {
        peak = Math.max(peak, await count());
        await new Promise((r) => setTimeout(r, 2)); // a sampling interval, not a wait
      }
    })();
    const day = buildUrl(getDay, undefined, { date: '2030-05-06' });
    const burst = Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(origin + (i % 2 ? day : buildUrl(getHealth)), { headers: { cookie } }).then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
        ),
      ),
    );
    // Every pooled connection busy (blocked on the lock) plus the listener, and no more.
    await waitUntil('the pool filled by the burst', async () => (await count()) === POOL_MAX + 1);
    await locker.query('commit');
    const statuses = await burst;
    bursting = false;
    await sampling;
    const after = await count();

    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The pool keeps its connections idle for a while after the burst, and the listener is
    // the only other one; at no moment were there more.
    expect(Math.max(peak, after)).toBeLessThanOrEqual(POOL_MAX + 1);
    expect(after).toBe(POOL_MAX + 1);
  }, 60_000);
});
