/**
 * A rolling restart loses nothing with the defaults (README "Graceful restart"): three
 * PostgreSQL-backed instances behind the project's haproxy (`deploy/local-cluster.ts`,
 * `deploy/haproxy.cfg`) are restarted one at a time while 4 clients, each on one keep-alive
 * connection, mix reads and writes (a day note read, a day note saved, 1 in 3) through
 * haproxy. Every request must answer 2xx, and every acknowledged write must be in the
 * database afterwards. The instances run with the default DRAIN_DELAY_MS (E2E_DRAIN_DELAY_MS
 * overrides it, to compare). Prints the counts.
 *
 * Needs haproxy (`/usr/sbin/haproxy`) and PostgreSQL (E2E_DATABASE_URL, default
 * `postgres://postgres@127.0.0.1:5432/postgres`, for a scratch database); skipped without
 * either. No browser: the clients are plain HTTP/1.1 keep-alive agents.
 */
import fs from 'node:fs';
import http from 'node:http';
import { test, expect, request as playwrightRequest } from '@playwright/test';
import pg from 'pg';
import { createAdminWorkshop } from '@shared/contracts/admin';
import { adminLogin, login } from '@shared/contracts/auth';
import { buildUrl } from '@shared/contracts/endpoint';
import { getNote, saveNote } from '@shared/contracts/notes';
import { addDays } from '@shared/domain/dates';
import { HAPROXY, startLocalCluster, type LocalCluster } from '../deploy/local-cluster';
import { apiOk } from './support/api';
import { E2E_ADMIN_PASSWORD } from './support/server';
import {
  CLUSTER_PG_BASE,
  createClusterDatabase,
  needCluster,
  reachable,
} from './support/cluster-database';

const CLIENTS = 4;

type Answer = { status: number; body: string };

/** One request on `agent` (keep-alive, one socket); rejects on a network error. */
function send(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        timeout: 20_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

test('three instances restarted one at a time under 4 keep-alive clients: 0 failed, every write stored', async () => {
  test.setTimeout(300_000);
  needCluster(fs.existsSync(HAPROXY), `haproxy not installed at ${HAPROXY}`);
  needCluster(await reachable(CLUSTER_PG_BASE), `PostgreSQL not reachable at ${CLUSTER_PG_BASE}`);

  const scratch = await createClusterDatabase('rr');
  const url = new URL(scratch.url);
  let cluster: LocalCluster | null = null;
  const agents: http.Agent[] = [];
  try {
    cluster = await startLocalCluster({
      databaseUrl: url.toString(),
      env: {
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DEMO_SEED: '0',
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        LOGIN_RATE_LIMIT: '1000',
        OUTBOX_SENDER: '0',
        ...(process.env.E2E_DRAIN_DELAY_MS
          ? { DRAIN_DELAY_MS: process.env.E2E_DRAIN_DELAY_MS }
          : {}),
      },
    });
    const base = cluster.url;

    // A workshop of its own, signed in through haproxy; its cookie goes on every request.
    const api = await playwrightRequest.newContext({ baseURL: base });
    await apiOk(api, adminLogin, { body: { password: E2E_ADMIN_PASSWORD } });
    const workshop = { username: `rr_${Date.now()}`, password: 'password-e2e' };
    const created = await apiOk(api, createAdminWorkshop, { body: workshop });
    await api.dispose();
    const desk = await playwrightRequest.newContext({ baseURL: base });
    await apiOk(desk, login, { body: workshop });
    const cookie = (await desk.storageState()).cookies
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    await desk.dispose();
    const headers = { cookie, origin: base };

    let running = true;
    let requests = 0;
    const failures: string[] = [];
    /** Acknowledged writes: date → text. */
    const acknowledged = new Map<string, string>();
    const client = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      for (let i = 0; running; i++) {
        const date = addDays('2031-01-01', n * 5_000 + Math.floor(i / 3));
        const write = i % 3 === 2;
        const path = buildUrl(write ? saveNote : getNote, { date });
        const text = `cliente ${n} richiesta ${i}`;
        requests++;
        try {
          const res = await send(
            agent,
            base,
            write ? 'PUT' : 'GET',
            path,
            headers,
            write ? { text } : undefined,
          );
          if (res.status !== 200)
            failures.push(
              `${write ? 'PUT' : 'GET'} ${path}: ${res.status} ${res.body.slice(0, 200)}`,
            );
          else if (write) acknowledged.set(date, text);
        } catch (err) {
          failures.push(`${write ? 'PUT' : 'GET'} ${path}: ${(err as Error).message}`);
        }
      }
    };
    const load = Array.from({ length: CLIENTS }, (_, n) => client(n));

    await new Promise((r) => setTimeout(r, 1_000));
    const restarts: string[] = [];
    for (const instance of cluster.instances) {
      const t0 = Date.now();
      const exitMs = await instance.stop();
      await instance.start();
      restarts.push(`${instance.name}: exited in ${exitMs} ms, ready after ${Date.now() - t0} ms`);
      // haproxy brings it back after 2 good checks (rise 2, every 500 ms).
      await new Promise((r) => setTimeout(r, 2_000));
    }
    running = false;
    await Promise.all(load);

    // Every acknowledged write is in the database, with the text acknowledged.
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const stored = new Map(
      (
        await db.query<{ date: string; text: string }>(
          'select date::text as date, text from notes where workshop_id = $1',
          [created.workshop.id],
        )
      ).rows.map((r) => [r.date, r.text]),
    );
    await db.end();
    const lost = [...acknowledged].filter(([date, text]) => stored.get(date) !== text);

    console.log(
      [
        `rolling restart, DRAIN_DELAY_MS ${process.env.E2E_DRAIN_DELAY_MS ?? 'default'}:`,
        ...restarts,
        `${requests} requests from ${CLIENTS} keep-alive clients, ${failures.length} failed;`,
        `${acknowledged.size} writes acknowledged, ${acknowledged.size - lost.length} stored, ${lost.length} lost`,
        ...failures.slice(0, 10),
      ].join('\n  '),
    );
    expect(requests).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(50);
    expect(lost).toEqual([]);
  } finally {
    for (const a of agents) a.destroy();
    await cluster?.stop().catch(() => {});
    await scratch.drop();
  }
});
