/**
 * Live-event fan-out benchmark (`npm run bench:fanout`;
 * docs/SCALING.md): how long a grid event takes from `pg_notify` to the desks' event streams
 * (`GET /api/events`, Server-Sent Events), and how much memory an open stream costs, with
 * BENCH_STREAMS streams (default 1,000) on one instance and spread over three.
 *
 * Creates a scratch database `reviapp_bench_fanout_<time>` on BENCH_DATABASE_URL's server
 * (default `postgres://postgres@127.0.0.1:5432/postgres`) with BENCH_WORKSHOPS workshops
 * (default 50), each signed in once; its streams share that session, as a desk's tabs do.
 * For each set-up it starts the instances (their own processes, production mode), reads their
 * memory (RSS of each process group, from /proc), opens the streams (round robin over the
 * instances, straight to them), reads the memory again, then:
 *
 * - **per-workshop events**: BENCH_EVENTS (default 200) `day` events, one at a time, each
 *   NOTIFYed for one workshop from this process; latency = arrival on each of that
 *   workshop's streams − the moment before `pg_notify` was sent (ms; p50 / p95 / max);
 * - **broadcast**: 5 events for every workshop (`workshopId` 0, as the application state is
 *   sent): the arrival on all streams (p50 / p95 / max, the max being the last stream).
 *
 * The baseline is a bare NOTIFY: this process LISTENs on one connection and NOTIFYs on
 * another (BENCH_EVENTS times): PostgreSQL's own delivery time, with no app in between. The
 * figures are printed against it; no target, no exit code (a measurement). Drops the scratch
 * database at the end.
 */
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { login } from '@shared/contracts/auth';
import { streamEvents } from '@shared/contracts/events';
import { buildUrl } from '@shared/contracts/endpoint';
import { getHealth } from '@shared/contracts/health';
import { openDatabase } from '@server/db/client';
import { GRID_CHANNEL } from '@server/live/hub';
import { buildWorkshop } from '@server/test/factories';
import { buildServerOnce, spawnServer, type SpawnedServer } from '@server/test/spawn-server';
import { sessionCookie } from '@server/test/sign-in';
import { createScratchDatabase } from './support/scratch-database';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const WORKSHOPS = Number(process.env.BENCH_WORKSHOPS ?? 50);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const BROADCASTS = 5;

type Stats = { p50: number; p95: number; max: number; n: number };
function stats(values: number[]): Stats {
  const s = [...values].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1]!, n: s.length };
}
const fmt = (s: Stats) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.max.toFixed(1)}`;

/** RSS in kB of every process in the process group `pgid` (tsx and its node child). */
function groupRssKb(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue; // field 5 of stat: the process group
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** An open event stream: calls `onEvent` with each `data:` payload and its arrival time. */
type Stream = { ready: Promise<void>; close: () => void };
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function openStream(
  origin: string,
  cookie: string,
  onEvent: (date: string, at: number) => void,
): Stream {
  let resolveReady!: () => void;
  let rejectReady!: (err: Error) => void;
  const ready = new Promise<void>((res, rej) => ((resolveReady = res), (rejectReady = rej)));
  const req = http.get(
    `${origin}${buildUrl(streamEvents)}`,
    { agent, headers: { cookie } },
    (res) => {
      if (res.statusCode !== 200) return rejectReady(new Error(`stream: HTTP ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (message.startsWith(': connesso')) resolveReady();
          else if (message.startsWith('data: ')) {
            const e = JSON.parse(message.slice(6)) as { type: string; date?: string };
            if (e.type === 'day' && e.date) onEvent(e.date, at);
          }
        }
      });
    },
  );
  req.on('error', (err) => rejectReady(err));
  return { ready, close: () => req.destroy() };
}

/** A distinct valid date per event number (the event's marker on the wire). */
const dateOf = (n: number) =>
  new Date(Date.UTC(2040, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

async function bareNotify(url: string): Promise<Stats> {
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Client({ connectionString: url });
  await listener.connect();
  await sender.connect();
  const waiting = new Map<string, (at: number) => void>();
  listener.on('notification', (m) => waiting.get(m.payload ?? '')?.(performance.now()));
  await listener.query('LISTEN bench_bare');
  const samples: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const payload = `b${i}`;
    const arrived = new Promise<number>((r) => waiting.set(payload, r));
    const t0 = performance.now();
    await sender.query('select pg_notify($1, $2)', ['bench_bare', payload]);
    samples.push((await arrived) - t0);
    waiting.delete(payload);
  }
  await listener.end();
  await sender.end();
  return stats(samples);
}

type Workshop = { id: number; cookie: string };

/** The production environment every server instance of this bench starts with (README "Production"). */
function instanceEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://bench.invalid',
    ALLOWED_HOSTS: '127.0.0.1',
    SESSION_SECRET: 'bench-fanout-session-secret-0123456789',
    ADMIN_PASSWORD: 'bench-fanout-admin-secret',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    OUTBOX_SENDER: '0',
  };
}

async function scenario(
  instances: number,
  databaseUrl: string,
  workshops: Workshop[],
  notifier: pg.Client,
  eventBase: number,
): Promise<{ perWorkshop: Stats; broadcast: Stats; kbPerStream: number; connectMs: number }> {
  const env = { ...instanceEnv(databaseUrl), DATABASE_POOL_MAX: '5' };
  const servers: SpawnedServer[] = await Promise.all(
    Array.from({ length: instances }, () =>
      spawnServer(env, { timeoutMs: 120_000, compiled: true }),
    ),
  );
  const streams: Stream[] = [];
  try {
    // Warm the routes once, then the memory before any stream.
    for (const s of servers) await fetch(s.url + buildUrl(getHealth)).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 1000));
    const before = servers.reduce((kb, s) => kb + groupRssKb(s.proc.pid!), 0);

    const arrivals = new Map<string, number[]>();
    const onEvent = (date: string, at: number) => {
      const list = arrivals.get(date);
      if (list) list.push(at);
      else arrivals.set(date, [at]);
    };
    const perWorkshop = new Map<number, number>();
    const t0 = performance.now();
    for (let i = 0; i < STREAMS; i++) {
      const w = workshops[i % workshops.length]!;
      perWorkshop.set(w.id, (perWorkshop.get(w.id) ?? 0) + 1);
      streams.push(openStream(servers[i % servers.length]!.url, w.cookie, onEvent));
      // Open in batches, as desks arrive, not 1,000 handshakes in one burst.
      if (i % 100 === 99) await Promise.all(streams.slice(-100).map((s) => s.ready));
    }
    await Promise.all(streams.map((s) => s.ready));
    const connectMs = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 1000));
    const after = servers.reduce((kb, s) => kb + groupRssKb(s.proc.pid!), 0);

    const waitFor = async (date: string, count: number) => {
      const until = Date.now() + 10_000;
      while ((arrivals.get(date)?.length ?? 0) < count) {
        if (Date.now() > until)
          throw new Error(`event ${date}: ${arrivals.get(date)?.length ?? 0}/${count}`);
        await new Promise((r) => setImmediate(r));
      }
    };
    const latencies: number[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const w = workshops[i % workshops.length]!;
      const date = dateOf(eventBase + i);
      const sent = performance.now();
      await notifier.query('select pg_notify($1, $2)', [
        GRID_CHANNEL,
        JSON.stringify({ workshopId: w.id, type: 'day', date }),
      ]);
      await waitFor(date, perWorkshop.get(w.id)!);
      for (const at of arrivals.get(date)!) latencies.push(at - sent);
    }
    const broadcast: number[] = [];
    for (let i = 0; i < BROADCASTS; i++) {
      const date = dateOf(eventBase + EVENTS + i);
      const sent = performance.now();
      await notifier.query('select pg_notify($1, $2)', [
        GRID_CHANNEL,
        JSON.stringify({ workshopId: 0, type: 'day', date }),
      ]);
      await waitFor(date, STREAMS);
      for (const at of arrivals.get(date)!) broadcast.push(at - sent);
    }
    return {
      perWorkshop: stats(latencies),
      broadcast: stats(broadcast),
      kbPerStream: (after - before) / STREAMS,
      connectMs,
    };
  } finally {
    for (const s of streams) s.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function main() {
  // The instances run the production build (README "Production"), rebuilt from the sources.
  buildServerOnce();
  const scratch = await createScratchDatabase('reviapp_bench_fanout_');
  const { databaseUrl } = scratch;
  const notifier = new pg.Client({ connectionString: databaseUrl });
  try {
    const database = await openDatabase({ databaseUrl, onError: () => {} });
    const created = [];
    for (let i = 0; i < WORKSHOPS; i++) created.push(await buildWorkshop(database.db));
    await database.close();
    await notifier.connect();

    console.log(
      `Event fan-out: ${STREAMS} streams over ${WORKSHOPS} workshops (${STREAMS / WORKSHOPS} each), ` +
        `${EVENTS} per-workshop events, ${BROADCASTS} broadcasts; latencies in ms (p50 / p95 / max)`,
    );
    const bare = await bareNotify(databaseUrl);
    console.log(`baseline, bare NOTIFY → LISTEN (no app): ${fmt(bare)}`);
    console.log(
      'instances | connect all | per-workshop event  | × bare p50 | broadcast to all     | RSS per stream',
    );
    let eventBase = 0;
    for (const instances of [1, 3]) {
      // Sign in through an instance of this set-up's own (sessions live in the database).
      const signer = await spawnServer(
        { ...instanceEnv(databaseUrl), LOGIN_RATE_LIMIT: '100000' },
        { timeoutMs: 120_000, compiled: true },
      );
      const workshops: Workshop[] = [];
      try {
        for (const w of created) {
          const res = await fetch(signer.url + buildUrl(login), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: w.username, password: w.password }),
          });
          if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
          workshops.push({
            id: w.id,
            cookie: sessionCookie(res.headers),
          });
        }
      } finally {
        await signer.stop();
      }
      const r = await scenario(instances, databaseUrl, workshops, notifier, eventBase);
      eventBase += EVENTS + BROADCASTS;
      console.log(
        `${String(instances).padStart(9)} | ${(r.connectMs / 1000).toFixed(1).padStart(9)} s | ` +
          `${fmt(r.perWorkshop).padEnd(19)} | ${(r.perWorkshop.p50 / bare.p50).toFixed(1).padStart(9)}× | ` +
          `${fmt(r.broadcast).padEnd(20)} | ${r.kbPerStream.toFixed(1)} kB`,
      );
    }
  } finally {
    await notifier.end().catch(() => {});
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
