/**
 * Outbox pace benchmark (`npm run bench:outbox`; README "Several instances",
 * docs/ARCHITECTURE.md "The SMS outbox"): how closely the SMS sender keeps `SMS_PACE_MS` between two SMS of one
 * workshop, with 1 and with 3 server instances on one PostgreSQL database.
 *
 * Creates a scratch database `reviapp_bench_outbox_<time>` on BENCH_DATABASE_URL's server
 * (default `postgres://postgres@127.0.0.1:5432/postgres`), seeds BENCH_WORKSHOPS workshops
 * (default 3), each with its own provider token and a paused SMS campaign of BENCH_MESSAGES
 * messages (default 20), and starts a fake SMSFactor provider on 127.0.0.1
 * (`fake-sms-server.ts`, answering after BENCH_PROVIDER_DELAY_MS, default 50). Then, for 1
 * and for 3 instances: starts the servers (their own processes, as `npm start`;
 * SMS_PACE_MS=BENCH_PACE_MS, default 300), sets the campaigns running and NOTIFYs them (as
 * the start button does), waits until every message was sent, stops the servers.
 *
 * Prints, per run: the gaps between two SMS of one workshop as the provider received them
 * (min / p50 / p95 / max, ms), messages per second, and the baseline: the pace itself (the
 * claims are at least that far apart; arrivals vary by each request's own latency) and the
 * ideal rate `workshops × 1000 / pace`. The target is p95 ≤
 * pace + provider delay + 50 ms (exit code 1 when a run misses it, or a message was sent
 * twice). BENCH_ROOT=<checkout> runs another checkout's server (e.g. the code before a
 * change; it needs the same database schema). Drops the scratch database at the end.
 */
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '@server/db/client';
import { campaigns } from '@server/db/schema';
import { startFakeSmsServer, type FakeSmsRequest } from '@server/integrations/fake-sms-server';
import { notifyEvent } from '@server/live/publish';
import { buildCampaign, buildMessage, buildSettings, buildWorkshop } from '@server/test/factories';
import { spawnServer, type SpawnedServer } from '@server/test/spawn-server';
import { createScratchDatabase } from './support/scratch-database';

const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 300);
const WORKSHOPS = Number(process.env.BENCH_WORKSHOPS ?? 3);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
const DELAY_MS = Number(process.env.BENCH_PROVIDER_DELAY_MS ?? 50);
const ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : undefined;
/** Allowed above pace + provider delay at p95, ms. */
const SLACK_MS = 50;

type Campaign = { workshopId: number; campaignId: number; token: string };

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Seeds the workshops and their paused campaigns of `MESSAGES` SMS each. */
async function seed(database: Database, run: number): Promise<Campaign[]> {
  const out: Campaign[] = [];
  for (let w = 0; w < WORKSHOPS; w++) {
    const workshop = await buildWorkshop(database.db);
    const token = `tok-r${run}-w${w}`;
    await buildSettings(database.db, workshop.id, 'sms', { token, mittente: 'Officina' });
    const c = await buildCampaign(database.db, workshop.id, { state: 'paused' });
    for (let m = 0; m < MESSAGES; m++)
      await buildMessage(database.db, workshop.id, {
        campaignId: c.id,
        phone: `3${String(run)}${String(w).padStart(2, '0')}${String(m).padStart(6, '0')}`,
      });
    out.push({ workshopId: workshop.id, campaignId: c.id, token });
  }
  return out;
}

type Figures = {
  instances: number;
  sends: number;
  duplicates: number;
  gaps: { min: number; p50: number; p95: number; max: number };
  perSecond: number;
  seconds: number;
};

function figuresOf(instances: number, sends: FakeSmsRequest[], mine: Campaign[]): Figures {
  const gaps: number[] = [];
  for (const c of mine) {
    const at = sends.filter((r) => r.token === c.token).map((r) => r.at);
    at.sort((a, b) => a - b);
    for (let i = 1; i < at.length; i++) gaps.push(at[i]! - at[i - 1]!);
  }
  gaps.sort((a, b) => a - b);
  const times = sends.map((r) => r.at).sort((a, b) => a - b);
  const span = (times[times.length - 1]! - times[0]!) / 1000;
  const phones = new Set(sends.map((r) => r.to));
  return {
    instances,
    sends: sends.length,
    duplicates: sends.length - phones.size,
    gaps: { min: gaps[0]!, p50: pct(gaps, 50), p95: pct(gaps, 95), max: gaps[gaps.length - 1]! },
    perSecond: span > 0 ? (sends.length - 1) / span : NaN,
    seconds: span,
  };
}

async function runWith(
  instances: number,
  run: number,
  databaseUrl: string,
  database: Database,
): Promise<Figures> {
  const fake = await startFakeSmsServer({ delayMs: DELAY_MS });
  const mine = await seed(database, run);
  const servers: SpawnedServer[] = [];
  try {
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://bench.invalid',
      ALLOWED_HOSTS: '127.0.0.1',
      SESSION_SECRET: 'bench-outbox-session-secret-0123456789',
      ADMIN_PASSWORD: 'bench-outbox-admin-secret',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '4',
      SMS_PROVIDER_URL: fake.url,
      SMS_PACE_MS: String(PACE_MS),
    };
    servers.push(
      ...(await Promise.all(
        Array.from({ length: instances }, () =>
          spawnServer(env, { timeoutMs: 120_000, ...(ROOT ? { root: ROOT } : {}) }),
        ),
      )),
    );
    const ids = mine.map((c) => c.campaignId);
    await database.db
      .update(campaigns)
      .set({ state: 'running' })
      .where(and(inArray(campaigns.id, ids)));
    for (const c of mine)
      await notifyEvent(database, {
        workshopId: c.workshopId,
        type: 'campaign',
        channel: 'sms',
        campaignId: c.campaignId,
      });
    const total = WORKSHOPS * MESSAGES;
    const deadline = Date.now() + 120_000 + (total * PACE_MS) / WORKSHOPS;
    while (fake.sends().length < total) {
      if (Date.now() > deadline) throw new Error(`only ${fake.sends().length}/${total} sent`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Anything sent twice would arrive within a pace or two.
    await new Promise((r) => setTimeout(r, 2 * PACE_MS));
    for (const c of mine) {
      const [row] = await database.db
        .select({ state: campaigns.state })
        .from(campaigns)
        .where(and(eq(campaigns.workshopId, c.workshopId), eq(campaigns.id, c.campaignId)));
      if (row?.state !== 'done') throw new Error(`campaign ${c.campaignId} is ${row?.state}`);
    }
    return figuresOf(instances, fake.sends(), mine);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await fake.close();
  }
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(0).padStart(5) : '    -');

async function main() {
  const scratch = await createScratchDatabase('reviapp_bench_outbox_');
  const { databaseUrl } = scratch;
  let database: Database | null = null;
  let failed = false;
  try {
    database = await openDatabase({ databaseUrl, onError: () => {} });
    console.log(
      `Outbox pace: SMS_PACE_MS=${PACE_MS}, ${WORKSHOPS} workshops × ${MESSAGES} SMS, ` +
        `provider answers after ${DELAY_MS} ms${ROOT ? `, server from ${ROOT}` : ''}`,
    );
    console.log(
      `baseline: the pace, ${PACE_MS} ms between claims (arrivals vary by each request's latency), ` +
        `ideal ${((WORKSHOPS * 1000) / PACE_MS).toFixed(2)} SMS/s; ` +
        `target p95 ≤ ${PACE_MS + DELAY_MS + SLACK_MS} ms`,
    );
    console.log('instances | gap min   p50   p95   max (ms) | SMS/s | vs ideal | sent twice');
    const ideal = (WORKSHOPS * 1000) / PACE_MS;
    for (const [run, instances] of [1, 3].entries()) {
      const f = await runWith(instances, run, databaseUrl, database);
      const ok = f.gaps.p95 <= PACE_MS + DELAY_MS + SLACK_MS && f.duplicates === 0;
      failed ||= !ok;
      console.log(
        `${String(instances).padStart(9)} |   ${fmt(f.gaps.min)} ${fmt(f.gaps.p50)} ${fmt(f.gaps.p95)} ${fmt(f.gaps.max)}      | ` +
          `${f.perSecond.toFixed(2).padStart(5)} | ${(f.perSecond / ideal).toFixed(2).padStart(7)}× | ` +
          `${f.duplicates}${ok ? '' : '   ← misses the target'}`,
      );
    }
  } finally {
    await database?.close().catch(() => {});
    await scratch.drop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
