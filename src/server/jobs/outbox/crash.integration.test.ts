/**
 * Crash test of the outbox (docs/ARCHITECTURE.md "The SMS outbox"): a real server process sending a
 * campaign of 30 SMS to the fake provider is killed with SIGKILL mid-way and started again
 * on the same database. Every phone receives at most one message, and
 * sent + da verificare = total with nothing left queued or claimed. Runs on PGlite (a data
 * folder) and, with DATABASE_URL, on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { messages } from '@server/db/schema';
import { startFakeSmsServer, type FakeSmsServer } from '@server/integrations/fake-sms-server';
import { campaignWorld, dataFolderUnlocked } from '@server/test/campaign-world';
import { waitUntil } from '@server/test/wait';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TOTAL = 30;
const LEASE_MS = 1500;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const proc = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  proc.stderr?.resume();
  return proc;
}

/** Kills the whole process group (npx → tsx → node) and waits for it to exit. */
async function kill(proc: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  if (proc.pid) process.kill(-proc.pid, signal);
  await exited;
}

/** Waits for `check` (another process's doing) for up to `ms`. */
const until = (what: string, check: () => boolean | Promise<boolean>, ms = 60_000) =>
  waitUntil(what, check, { timeoutMs: ms, intervalMs: 50 });

describe('outbox crash (SIGKILL mid-campaign)', () => {
  it('never sends a message twice and accounts for every one', async () => {
    const fake: FakeSmsServer = await startFakeSmsServer({ token: 'tok-crash' });
    cleanups.push(() => fake.close());
    // Seed: one workshop with its token, a running campaign of 30 distinct phones.
    const phones = Array.from(
      { length: TOTAL },
      (_, i) => `34${String(7000 + i).padStart(8, '0')}`,
    );
    const {
      target,
      databaseEnv,
      workshop: w,
      campaignId,
    } = await campaignWorld({ token: 'tok-crash', phones, cleanups });

    const env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DEMO_SEED: '0',
      ADMIN_PASSWORD: 'crash-test-admin',
      SMS_PROVIDER_URL: fake.url,
      SMS_PACE_MS: '60',
      OUTBOX_LEASE_MS: String(LEASE_MS),
      // The lease must outlast the provider's timeout (the server refuses to start otherwise).
      SMS_TIMEOUT_MS: String(LEASE_MS - 500),
      ...databaseEnv,
    };
    const first = startServer(env);
    cleanups.push(() => kill(first, 'SIGKILL'));
    await until('ten sends before the crash', () => fake.sends().length >= 10);
    // The next request reaches the provider and gets no answer: the crash lands mid-send,
    // the worst case (the provider may have sent it, the outbox never learnt it).
    fake.configure({ hangNext: 1 });
    const beforeHang = fake.sends().length;
    // The provider holds that request: the claim was committed before the call.
    await until('a send in flight', () => fake.sends().length > beforeHang);
    await kill(first, 'SIGKILL');
    await dataFolderUnlocked(target.dataDir);
    const atCrash = fake.sends().length;
    expect(atCrash).toBeLessThan(TOTAL);

    const second = startServer(env);
    cleanups.push(() => kill(second, 'SIGKILL'));
    await until('the rest of the campaign', () => fake.sends().length >= TOTAL);
    // Let the lease sweep settle the claim the crash left open, then stop cleanly. On
    // PostgreSQL the test watches the rows; PGlite's folder is the server's alone while it
    // runs, so there the test gives the sweep (every LEASE_MS / 2) four leases.
    if (target.databaseUrl) {
      const watch = await openDatabase({ databaseUrl: target.databaseUrl });
      try {
        await until('the open claim settled', async () => {
          const open = await watch.db
            .select({ id: messages.id })
            .from(messages)
            .where(and(eq(messages.workshopId, w.id), eq(messages.sendState, 'claimed')));
          return open.length === 0;
        });
      } finally {
        await watch.close();
      }
    } else {
      // Justified fixed wait: nothing outside the server can read its PGlite folder while it
      // runs, so the sweep's effect is checked after the stop, below.
      await new Promise((r) => setTimeout(r, LEASE_MS * 4));
    }
    await kill(second, 'SIGTERM');
    await dataFolderUnlocked(target.dataDir);

    const db = await openDatabase(target);
    const rows = await db.db
      .select()
      .from(messages)
      .where(and(eq(messages.workshopId, w.id), eq(messages.campaignId, campaignId)));
    await db.close();

    const received = new Map<string, number>();
    for (const r of fake.sends()) received.set(r.to!, (received.get(r.to!) ?? 0) + 1);
    const count = (state: string) => rows.filter((r) => r.sendState === state).length;
    const figures = {
      total: rows.length,
      sent: count('sent'),
      unknown: count('unknown'),
      queued: count('queued'),
      claimed: count('claimed'),
      failed: count('failed'),
      sendsBeforeCrash: atCrash,
      providerRequests: fake.sends().length,
      maxPerPhone: Math.max(...received.values()),
    };
    console.log('outbox crash figures', JSON.stringify(figures));
    expect(figures.maxPerPhone).toBe(1);
    expect(figures.queued + figures.claimed + figures.failed).toBe(0);
    expect(figures.sent + figures.unknown).toBe(TOTAL);
    // Exactly the message in flight at the crash is "da verificare", and it was not resent.
    expect(figures.unknown).toBe(1);
    for (const r of rows) expect(received.get(`39${r.phone}`)).toBe(1);
  }, 180_000);
});
