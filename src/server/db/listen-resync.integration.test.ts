/**
 * The LISTEN connection's recovery on PostgreSQL (docs/RESILIENCE.md "Live events after a
 * reconnect"): a `listen()` that failed leaves no callback behind (retries never make one
 * NOTIFY arrive several times), and after the connection is killed and comes back every
 * subscriber is told to resync (what was notified meanwhile is lost).
 *
 * PostgreSQL only (PGlite has no connection to lose); skips on PGlite.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '@server/test/wait';
import { PgListener } from './client';

const BASE = process.env.DATABASE_URL;

describe.skipIf(!BASE)('PgListener recovery', () => {
  const name = `reviapp_listen_${randomBytes(4).toString('hex')}`;
  const appName = `reviapp-listen-${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let url: string;
  let listener: PgListener;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    const u = new URL(BASE!);
    u.pathname = `/${name}`;
    url = u.toString();
    listener = new PgListener(url, () => {}, appName);
  });
  afterAll(async () => {
    await listener?.close();
    await admin?.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin?.end();
  });

  /** Sends one NOTIFY on `channel` of the scratch database. */
  async function notifyOnce(channel: string, payload: string) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query('select pg_notify($1, $2)', [channel, payload]);
    } finally {
      await c.end();
    }
  }

  it('keeps no callback of a failed listen: one NOTIFY is delivered once', async () => {
    let delivered = 0;
    // The database does not exist yet: every attempt fails (as while PostgreSQL is down).
    for (let i = 0; i < 3; i++)
      await expect(listener.listen('reviapp_test_once', () => delivered++)).rejects.toThrow();
    expect(listener.size).toBe(0);
    await admin.query(`create database ${name}`);
    await listener.listen('reviapp_test_once', () => delivered++);
    expect(listener.size).toBe(1);
    await notifyOnce('reviapp_test_once', 'uno');
    await waitUntil('the notification', async () => delivered > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(delivered).toBe(1);
  });

  it('tells every subscriber to resync after the connection is killed, then delivers once', async () => {
    let resyncs = 0;
    const payloads: string[] = [];
    await listener.listen(
      'reviapp_test_resync',
      (p) => payloads.push(p),
      () => resyncs++,
    );
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [appName],
    );
    expect(killed.rows).toHaveLength(1);
    await waitUntil('the resync', async () => resyncs > 0, { timeoutMs: 8000, intervalMs: 100 });
    expect(resyncs).toBe(1);
    await notifyOnce('reviapp_test_resync', 'di nuovo');
    await waitUntil('the notification', async () => payloads.length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(payloads).toEqual(['di nuovo']);
  });
});
