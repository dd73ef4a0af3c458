/**
 * The server survives its database (README "Limits and hardening", "database away"), on a real server process:
 * backends terminated with pg_terminate_backend, and the database unreachable for a while
 * (a TCP proxy cut, as during a PostgreSQL restart). The process stays up, answers 503
 * "Servizio momentaneamente non disponibile" (never a 500, never silence) while the database
 * is away, /api/health says so, and it serves again by itself.
 *
 * PostgreSQL only: PGlite runs inside the server process, so there is no connection to
 * lose; its closed-database errors map to the same 503 (see http/errors.ts).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, login } from '@shared/contracts/auth';
import { buildUrl } from '@shared/contracts/endpoint';
import { streamEvents } from '@shared/contracts/events';
import { getHealth } from '@shared/contracts/health';
import { HTTP_MSG } from '@shared/messages';
import { randomAlphanumeric } from '@server/auth/tokens';
import {
  spawnServer,
  startTcpProxy,
  type SpawnedServer,
  type TcpProxy,
} from '@server/test/spawn-server';
import { sessionCookie } from '@server/test/sign-in';
import { waitUntil } from '@server/test/wait';

const BASE = process.env.DATABASE_URL;

describe.skipIf(!BASE)(
  'database outages (PostgreSQL only; PGlite has no connection to lose)',
  () => {
    const name = `reviapp_outage_${randomAlphanumeric(8).toLowerCase()}`;
    let proxy: TcpProxy;
    let server: SpawnedServer;
    let cookie = '';

    const admin = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
      const c = new pg.Client({ connectionString: BASE });
      c.on('error', () => {});
      await c.connect();
      try {
        return await fn(c);
      } finally {
        await c.end().catch(() => {});
      }
    };

    /** Statuses of a burst of requests that use the database. */
    const burst = async () => {
      const calls = [
        fetch(server.url + buildUrl(getHealth)),
        fetch(server.url + buildUrl(getSession), { headers: { cookie } }),
        fetch(server.url + buildUrl(login), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'nessuno', password: 'sbagliata' }),
        }),
      ];
      const out: {
        status: number;
        retryAfter: string | null;
        body: { error?: { code: string; message: string } };
      }[] = [];
      for (const res of await Promise.all(calls))
        out.push({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: (await res.json()) as { error?: { code: string; message: string } },
        });
      return out;
    };

    const waitFor = (ok: () => Promise<boolean>, what: string, ms = 30_000) =>
      waitUntil(what, ok, { timeoutMs: ms, intervalMs: 250 }).catch((err: Error) => {
        throw new Error(`${err.message}:\n${server.output()}`);
      });
    const healthy = async () => (await fetch(server.url + buildUrl(getHealth))).status === 200;

    beforeAll(async () => {
      await admin((c) => c.query(`create database ${name}`));
      const u = new URL(BASE!);
      proxy = await startTcpProxy(u.hostname, Number(u.port || 5432));
      u.hostname = '127.0.0.1';
      u.port = String(proxy.port);
      u.pathname = `/${name}`;
      server = await spawnServer({
        NODE_ENV: 'development',
        DATABASE_URL: u.toString(),
        DEMO_SEED: '1',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'outage-test-secret',
      });
      const signedIn = await fetch(server.url + buildUrl(login), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demodemo' }),
      });
      expect(signedIn.status).toBe(200);
      cookie = sessionCookie(signedIn.headers);
    }, 90_000);

    afterAll(async () => {
      await server?.stop();
      await proxy?.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    });

    it('keeps serving after pg_terminate_backend on every connection, including LISTEN', async () => {
      // A live stream holds the LISTEN connection, so it is terminated too.
      const stream = new AbortController();
      const events = await fetch(server.url + buildUrl(streamEvents), {
        headers: { cookie },
        signal: stream.signal,
      });
      expect(events.status).toBe(200);
      for (let round = 0; round < 3; round++) {
        const killed = await admin((c) =>
          c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
            name,
          ]),
        );
        expect(killed.rowCount).toBeGreaterThan(0);
        for (const r of await burst()) {
          expect([200, 401, 503]).toContain(r.status);
          if (r.status === 503)
            expect(r.body.error).toEqual({
              code: 'service_unavailable',
              message: HTTP_MSG.serviceUnavailable,
            });
        }
        expect(server.alive()).toBe(true);
        await waitFor(healthy, 'healthy again');
        const session = await fetch(server.url + buildUrl(getSession), { headers: { cookie } });
        expect(session.status).toBe(200);
      }
      stream.abort();
      expect(server.alive()).toBe(true);
    }, 120_000);

    it('answers 503 while the database is unreachable and recovers by itself', async () => {
      proxy.cut();
      try {
        await waitFor(
          async () => (await fetch(server.url + buildUrl(getHealth))).status === 503,
          'health 503',
        );
        const health = (await (await fetch(server.url + buildUrl(getHealth))).json()) as {
          error?: unknown;
        };
        expect(health.error).toEqual({
          code: 'service_unavailable',
          message: HTTP_MSG.serviceUnavailable,
        });
        for (const r of await burst()) {
          expect(r.status).toBe(503);
          expect(r.body.error).toEqual({
            code: 'service_unavailable',
            message: HTTP_MSG.serviceUnavailable,
          });
        }
        expect(server.alive()).toBe(true);
      } finally {
        proxy.resume();
      }
      await waitFor(healthy, 'healthy after the database came back');
      const session = await fetch(server.url + buildUrl(getSession), { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(server.output()).not.toMatch(/unhandled/i);
    }, 120_000);

    it('answers 503 with Retry-After while the database refuses new connections (ALLOW_CONNECTIONS false)', async () => {
      await admin((c) => c.query(`alter database ${name} allow_connections false`));
      const statuses: number[] = [];
      try {
        // Drop every open connection, so each request needs a new one and gets SQLSTATE 55000.
        await admin((c) =>
          c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
            name,
          ]),
        );
        await waitFor(
          async () => (await fetch(server.url + buildUrl(getHealth))).status === 503,
          'health 503',
        );
        for (let round = 0; round < 15; round++) {
          for (const r of await burst()) {
            statuses.push(r.status);
            expect([200, 503], JSON.stringify(r.body)).toContain(r.status);
            if (r.status === 503) {
              expect(r.body.error).toEqual({
                code: 'service_unavailable',
                message: HTTP_MSG.serviceUnavailable,
              });
              expect(r.retryAfter).toBe('5');
            }
          }
        }
        // The health check and the sign-in always need the database: 2 of every 3 at least.
        expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(30);
        expect(server.alive()).toBe(true);
      } finally {
        await admin((c) => c.query(`alter database ${name} allow_connections true`));
      }
      await waitFor(healthy, 'healthy after connections are allowed again');
      expect((await fetch(server.url + buildUrl(getSession), { headers: { cookie } })).status).toBe(
        200,
      );
    }, 120_000);
  },
);
