/**
 * API load benchmark (`npm run bench:api`, issue 12 §1–2): the app's day-grid endpoint
 * `GET /api/appointments?date=` against a bare Fastify 5 + `pg` route running the same SQL
 * (`bench/support/bare-server.ts`), on the PostgreSQL server, alternated A B A B.
 *
 * Creates a scratch database `reviapp_bench_<time>` on BENCH_DATABASE_URL's server
 * (default `postgres://postgres@127.0.0.1:5432/postgres`), seeds one workshop with 20
 * appointments on one date, starts the app in production mode (its own process, as
 * `npm start` does; LOG_LEVEL=warn) and the bare route (its own process), signs in, then
 * runs ROUNDS (default 6) rounds of autocannon with 64 connections, DURATION seconds
 * (default 4) on each side. Prints req/s, p50 and p99 (ms) of both and their ratio per
 * round, then the medians; exits 1 when the median ratio < 0.5 or the median p99 is above
 * 3× the bare route's. BENCH_PROF=<dir> writes a `--cpu-prof` of the app into <dir>.
 * Drops the scratch database at the end.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '@server/db/client';
import { buildAppointment, buildWorkshop } from '@server/test/factories';
import { spawnServer, type SpawnedServer } from '@server/test/spawn-server';
import { addDays, todayInRome } from '@shared/domain/dates';
import { spawnBare } from './support/spawn-bare';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const DURATION = Number(process.env.DURATION ?? 4);
const CONNECTIONS = 64;
const TARGET_RATIO = 0.5;
const TARGET_P99 = 3;

type Figures = { rps: number; p50: number; p99: number; errors: number; bytes: number };

async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Figures> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    bytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(3)} ms`;

async function main() {
  const name = `reviapp_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let app: SpawnedServer | null = null;
  let bare: SpawnedServer | null = null;
  try {
    const database = await openDatabase({ databaseUrl, onError: () => {} });
    const w = await buildWorkshop(database.db);
    const date = addDays(todayInRome(), 7);
    for (let i = 0; i < 20; i++) await buildAppointment(database.db, w.id, { date });
    await database.close();

    const prof = process.env.BENCH_PROF;
    app = await spawnServer({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      OUTBOX_SENDER: '0',
      ...(prof ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(prof)}` } : {}),
    });
    bare = await spawnBare({ DATABASE_URL: databaseUrl, WORKSHOP_ID: String(w.id) });

    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: w.username, password: w.password }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const appUrl = `${app.url}/api/appointments?date=${date}`;
    const bareUrl = `${bare.url}/api/appointments?date=${date}`;
    const [a, b] = await Promise.all([
      fetch(appUrl, { headers: { cookie } }).then((r) => r.text()),
      fetch(bareUrl).then((r) => r.text()),
    ]);
    const same = JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
    console.log(
      `GET /api/appointments?date=${date}: app ${a.length} B, bare ${b.length} B, same JSON: ${same}`,
    );
    if (!same) throw new Error(`bodies differ:\n${a.slice(0, 400)}\n${b.slice(0, 400)}`);

    console.log(`warm-up (2 s each)…`);
    await load(appUrl, { cookie }, 2);
    await load(bareUrl, {}, 2);
    console.log(`${ROUNDS} rounds × ${DURATION} s, ${CONNECTIONS} connections, A = app, B = bare`);
    const ratios: number[] = [];
    const p99s: number[] = [];
    const apps: Figures[] = [];
    const bares: Figures[] = [];
    for (let i = 1; i <= ROUNDS; i++) {
      const fa = await load(appUrl, { cookie }, DURATION);
      const fb = await load(bareUrl, {}, DURATION);
      apps.push(fa);
      bares.push(fb);
      ratios.push(fa.rps / fb.rps);
      p99s.push(fa.p99 / Math.max(fb.p99, 1));
      const err = fa.errors + fb.errors ? `  errors app ${fa.errors} bare ${fb.errors}` : '';
      console.log(
        `round ${i}  A ${fmt(fa)} | B ${fmt(fb)} | ratio ${(fa.rps / fb.rps).toFixed(2)}  p99× ${(fa.p99 / Math.max(fb.p99, 1)).toFixed(1)}${err}`,
      );
    }
    const ratio = median(ratios);
    const p99 = median(p99s);
    console.log(
      `median: app ${median(apps.map((f) => f.rps)).toFixed(0)} req/s p50 ${median(apps.map((f) => f.p50))} p99 ${median(apps.map((f) => f.p99))} ms; ` +
        `bare ${median(bares.map((f) => f.rps)).toFixed(0)} req/s p50 ${median(bares.map((f) => f.p50))} p99 ${median(bares.map((f) => f.p99))} ms`,
    );
    console.log(
      `median ratio ${ratio.toFixed(2)} (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}, target ≥ ${TARGET_RATIO}); ` +
        `median p99 ${p99.toFixed(1)}× bare (target ≤ ${TARGET_P99}×)`,
    );
    const ok = ratio >= TARGET_RATIO && p99 <= TARGET_P99;
    console.log(ok ? 'OK' : 'TARGET MISSED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await Promise.all([app?.stop(), bare?.stop()]);
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
