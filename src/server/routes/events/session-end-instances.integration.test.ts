/**
 * Streams follow their session on every instance (docs/SCALING.md; README
 * "Limits and hardening"): two server processes on one PostgreSQL database; a desk's event
 * stream is open on instance B while its session or account is ended on instance A (logout,
 * password change, the super-admin's reset, deactivation, expiry). B ends the stream within
 * 5 s, told by the session channel's NOTIFY, without asking the database.
 *
 * PostgreSQL only: PGlite serves a single process (the same cases run in-process in
 * `session-end.integration.test.ts`).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '@shared/contracts/account';
import * as admin from '@shared/contracts/admin';
import { adminLogin, login, logout } from '@shared/contracts/auth';
import { buildUrl, type EndpointDef } from '@shared/contracts/endpoint';
import { addDays, todayInRome } from '@shared/domain/dates';
import { openDatabase, type Database } from '@server/db/client';
import { createWorkshop } from '@server/domain/workshops';
import { spawnServer, type SpawnedServer } from '@server/test/spawn-server';
import { openStream } from '@server/test/sse';
import { randomAlphanumeric } from '@server/auth/tokens';
import { sessionCookie } from '@server/test/sign-in';

const BASE = process.env.DATABASE_URL;
const WITHIN_MS = 5_000;
const ADMIN_SECRET = 'streams-test-secret-2030';

describe.skipIf(!BASE)(
  'streams end with their session on another instance (PostgreSQL only)',
  () => {
    const name = `reviapp_streams_${randomAlphanumeric(8).toLowerCase()}`;
    let a: SpawnedServer;
    let b: SpawnedServer;
    let database: Database;
    let adminCookie = '';

    const superuser = async (text: string) => {
      const c = new pg.Client({ connectionString: BASE });
      c.on('error', () => {});
      await c.connect();
      try {
        await c.query(text);
      } finally {
        await c.end().catch(() => {});
      }
    };

    /** Sends `endpoint` to `server` as JSON; resolves to the status, body and cookie. */
    const send = async (
      server: SpawnedServer,
      endpoint: EndpointDef,
      opts: { params?: Record<string, unknown>; body?: unknown; cookie?: string } = {},
    ) => {
      const res = await fetch(server.url + buildUrl(endpoint, opts.params), {
        method: endpoint.method,
        headers: {
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
        // Only a sign-in sets a cookie; every other answer here has none ('').
        cookie: res.headers.get('set-cookie') ? sessionCookie(res.headers) : '',
      };
    };

    /** A new workshop signed in on A; resolves to its id, password and session cookie. */
    const signedInOnA = async () => {
      const password = 'password-di-prova';
      const w = await createWorkshop(database.db, {
        username: `istanze_${randomAlphanumeric(8)}`,
        password,
      });
      const res = await send(a, login, { body: { username: w.username, password } });
      expect(res.status).toBe(200);
      return { id: w.id, password, cookie: res.cookie };
    };

    beforeAll(async () => {
      await superuser(`create database ${name}`);
      const u = new URL(BASE!);
      u.pathname = `/${name}`;
      const env = {
        NODE_ENV: 'development',
        DATABASE_URL: u.toString(),
        DEMO_SEED: '0',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: ADMIN_SECRET,
        OUTBOX_SENDER: '0',
      };
      a = await spawnServer(env); // migrates
      b = await spawnServer(env);
      database = await openDatabase({ databaseUrl: u.toString(), onError: () => {} });
      const signed = await send(a, adminLogin, { body: { password: ADMIN_SECRET } });
      expect(signed.status).toBe(200);
      adminCookie = signed.cookie;
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.close();
      await superuser(`drop database if exists ${name} with (force)`);
    });

    /** Opens the desk's stream on B, runs `act` on A, expects B to end it within 5 s. */
    async function endsOnB(
      w: { cookie: string },
      act: () => Promise<number>,
      reason: string,
    ): Promise<void> {
      const stream = await openStream(w.cookie, b.url);
      try {
        expect(stream.res.status).toBe(200);
        await stream.waitFor((e) => e.type === 'server', WITHIN_MS);
        const started = Date.now();
        expect(await act()).toBe(200);
        expect(await stream.endedWithin(started, WITHIN_MS)).toBeLessThan(WITHIN_MS);
        expect(stream.events.at(-1)).toEqual({ type: 'account', reason });
      } finally {
        await stream.close();
      }
    }

    /** The account editor's input for `id` as it is on A, with `patch`. */
    const edit = async (id: number, patch: Record<string, unknown>) => {
      const res = await send(a, admin.getAdminWorkshop, {
        params: { workshopId: id },
        cookie: adminCookie,
      });
      const acc = res.body.account as Record<string, unknown>;
      return {
        active: acc.active,
        username: acc.username,
        note: acc.note,
        expiresOn: acc.expiresOn,
        linkWeb: acc.linkWeb,
        options: acc.options,
        pathServer: acc.pathServer,
        pathArchive: acc.pathArchive,
        ...patch,
      };
    };

    it('logout on A', async () => {
      const w = await signedInOnA();
      await endsOnB(
        w,
        async () => (await send(a, logout, { cookie: w.cookie })).status,
        'signed_out',
      );
    }, 60_000);

    it('password change on A', async () => {
      const w = await signedInOnA();
      await endsOnB(
        w,
        async () =>
          (
            await send(a, changePassword, {
              cookie: w.cookie,
              body: { current: w.password, next: 'nuova-password-1', repeat: 'nuova-password-1' },
            })
          ).status,
        'password',
      );
    }, 60_000);

    it("the super-admin's reset on A", async () => {
      const w = await signedInOnA();
      await endsOnB(
        w,
        async () =>
          (
            await send(a, admin.resetAdminPassword, {
              params: { workshopId: w.id },
              cookie: adminCookie,
              body: { password: 'reimpostata-1' },
            })
          ).status,
        'password',
      );
    }, 60_000);

    // An account edit on A that takes the sign-in away, and the reason B's stream ends with.
    it.each([
      ['deactivation on A', { active: 0 }, 'inactive'],
      ['expiry set on A', { expiresOn: addDays(todayInRome(), -1) }, 'expired'],
    ] as const)(
      '%s',
      async (_, patch, reason) => {
        const w = await signedInOnA();
        const body = await edit(w.id, patch);
        await endsOnB(
          w,
          async () =>
            (
              await send(a, admin.updateAdminWorkshop, {
                params: { workshopId: w.id },
                cookie: adminCookie,
                body,
              })
            ).status,
          reason,
        );
      },
      60_000,
    );
  },
);
