/**
 * API load benchmark (`npm run bench:api`; bench/README.md, README "Performance"): two of the app's endpoints, each
 * against a bare Fastify 5 + `pg` route sending the same SQL and writing the same JSON
 * (`bench/support/bare-server.ts`, `bare-slots.ts`), on the PostgreSQL server, alternated
 * A B A B:
 *
 * - `day`: the day grid `GET /api/appointments?date=` (signed in; 20 appointments, ~8 KB);
 * - `slots`: the public free slots `GET /api/public/booking/:link/days/:date` (no session,
 *   rate-limited per address; free and taken slots of an open weekday in Europe/Rome).
 *
 * Creates a scratch database `reviapp_bench_<time>` on BENCH_DATABASE_URL's server
 * (default `postgres://postgres@127.0.0.1:5432/postgres`) and seeds one workshop with a
 * booking link and a realistic web-booking setup (33-row timetable 8:00–18:40 every 20
 * minutes, opening hours 8:40–12:20 and 14:40–18:20 Monday–Friday, 2 simultaneous
 * inspections, a patron saint's day) and 20 appointments on an open weekday at least 7 days
 * ahead (8 rows full, 4 half full). Starts the app in production mode (its own process, as
 * `npm start` does; LOG_LEVEL=warn) and the bare routes (their own process), signs in,
 * checks that app and bare route answer identical JSON for each endpoint, then for each
 * endpoint runs a 2 s warm-up and ROUNDS (default 6) rounds of autocannon with 64
 * connections, DURATION seconds (default 4) on each side.
 *
 * The free-slots load comes from BENCH_ADDRESSES client addresses (default 64, one per
 * connection, as real visitors): both servers trust X-Forwarded-For from loopback (the app
 * through its own TRUST_PROXY=loopback) and each request claims the next address, so the
 * read limit counts on 64 `rate_limits` rows (BENCH_ADDRESSES=1: all on one row, whose lock
 * then caps both sides and hides the app's own cost). The limit stays on: the bench raises
 * it for both servers with the app's setting BOOKING_READ_RATE_LIMIT (1,000,000,000 reads
 * a minute), and any non-2xx answer (a 429 included) fails the run.
 *
 * Both sides are one plain `node` process running compiled JavaScript: the app's production
 * build (`scripts/build-server.mjs`, rebuilt at the start of the run) and the bare routes
 * compiled the same way (`support/spawn-bare.ts`). Before any request both stay idle
 * until BENCH_IDLE_S seconds after the app's start (default 65, the figure of README
 * "Performance"; the database also holds the demo workshop, as a first installation
 * does): their
 * resident memory (RSS, MB) is printed as started,
 * idle, and at its peak during the rounds. Then, unless BENCH_HOG=0, every endpoint is
 * measured again with a CPU hog spinning on one of the machine's cores (a busy machine;
 * goal ≥ 0.8× the bare route under the same hog).
 *
 * Prints, per endpoint, req/s, p50 and p99 (ms) of both and their ratio per round, then the
 * medians, the CPU time each server used per request (from `/proc`, µs), and a verdict;
 * then the memory and an overall verdict. Exit code 1 when, for any endpoint, the
 * median ratio app/bare req/s is < 0.5, the median p99 is above 3× the bare route's, or a
 * request failed, under the hog when the ratio is < 0.8, and when the app's RSS is over
 * 120 MB idle or 200 MB under load. `--only day|slots` (or BENCH_ONLY=day|slots) measures one endpoint.
 * BENCH_PROF=<dir> writes a CPU profile of the app (whole run, sampled every 100 µs) into
 * <dir> as `app-<pid>.cpuprofile` (`support/cpu-profile.mjs`; the largest is the server's).
 * Drops the scratch database at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@server/db/client';
import { getDay } from '@shared/contracts/appointments';
import { login as workshopLogin } from '@shared/contracts/auth';
import { getBookingDay } from '@shared/contracts/web-booking';
import { buildUrl } from '@shared/contracts/endpoint';
import { bookingWeekday } from '@shared/domain/web-booking';
import { addDays, todayInRome, yearOf } from '@shared/domain/dates';
import { generateTimetable, parseClock } from '@shared/domain/timetable';
import { italianHolidays } from '@server/domain/web-booking/holidays';
import { buildAppointment, buildSettings, buildWorkshop } from '@server/test/factories';
import { seedDemoIfEmpty } from '@server/seed/demo';
import { buildServerOnce, spawnServer, type SpawnedServer } from '@server/test/spawn-server';
import { spawn, type ChildProcess } from 'node:child_process';
import { spawnBare } from './support/spawn-bare';
import { createScratchDatabase } from './support/scratch-database';
import { productionNodeOptions } from './support/production-server';
import { ageSeconds, cpuMs, idleRss, mb, peakRss, rssMb } from './support/process-stats';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const DURATION = Number(process.env.DURATION ?? 4);
const CONNECTIONS = 64;
const TARGET_RATIO = 0.5;
const TARGET_P99 = 3;
/** Goal under a CPU hog taking one core (BENCH_HOG=0 skips that part). */
const TARGET_HOG_RATIO = 0.8;
const HOG = process.env.BENCH_HOG !== '0';
/** Seconds both servers stay idle before their resting memory is read (BENCH_IDLE_S). */
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 65);
/** Goals for the app's serving process (README "Production"), MB. */
const RSS_IDLE_TARGET_MB = 120;
const RSS_LOAD_TARGET_MB = 200;
/** BOOKING_READ_RATE_LIMIT of both servers: high enough that the bench never sees a 429. */
const READ_LIMIT = '1000000000';
const ENDPOINTS = ['day', 'slots'] as const;
type EndpointName = (typeof ENDPOINTS)[number];

function onlyOption(): EndpointName | null {
  const i = process.argv.indexOf('--only');
  const v = i >= 0 ? process.argv[i + 1] : process.env.BENCH_ONLY;
  if (!v) return null;
  if (!(ENDPOINTS as readonly string[]).includes(v))
    throw new Error(`--only ${v}: expected ${ENDPOINTS.join(' or ')}`);
  return v as EndpointName;
}

type Figures = { rps: number; p50: number; p99: number; errors: number; bytes: number };

/** Client addresses of the free-slots load (BENCH_ADDRESSES, default one per connection). */
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? CONNECTIONS);
let nextAddress = 0;
const forwardedFor = (req: { headers?: Record<string, string> }) => {
  const n = nextAddress++ % ADDRESSES;
  req.headers = { ...req.headers, 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` };
  return req;
};

async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  spread = false,
): Promise<Figures> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(spread && ADDRESSES > 1 ? { requests: [{ setupRequest: forwardedFor }] } : {}),
  });
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

/** The first Monday–Friday at least 7 days after today (Rome) that is no holiday. */
async function openWeekday(closedYearly: readonly string[]): Promise<string> {
  let d = addDays(todayInRome(), 7);
  while (
    !['1', '2', '3', '4', '5'].includes(bookingWeekday(d)) ||
    (await italianHolidays(yearOf(d))).has(d) ||
    closedYearly.includes(d.slice(5))
  )
    d = addDays(d, 1);
  return d;
}

type Target = {
  name: EndpointName;
  label: string;
  app: string;
  bare: string;
  headers: Record<string, string>;
  /** Spread the load over BENCH_ADDRESSES client addresses. */
  spread: boolean;
};

/** The app's and the bare route's process ids, once both run. */
let servers: { app: number; bare: number } | null = null;

/** A process spinning on one core until killed (the CPU hog of the second pass). */
function startHog(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/**
 * Checks identical JSON, then runs the warm-up and the rounds; true when the targets hold
 * (`minRatio`: the req/s ratio goal, TARGET_RATIO alone, TARGET_HOG_RATIO under the hog).
 */
async function measure(t: Target, minRatio = TARGET_RATIO, note = ''): Promise<boolean> {
  console.log(`\n== ${t.name}${note}: GET ${t.label}`);
  const [a, b] = await Promise.all([
    fetch(t.app, { headers: t.headers }).then(async (r) => `${r.status} ${await r.text()}`),
    fetch(t.bare).then(async (r) => `${r.status} ${await r.text()}`),
  ]);
  const body = (s: string) => JSON.stringify(JSON.parse(s.slice(4)));
  const same = a.slice(0, 4) === '200 ' && b.slice(0, 4) === '200 ' && body(a) === body(b);
  console.log(`app ${a.length - 4} B, bare ${b.length - 4} B, same JSON: ${same}`);
  if (!same) throw new Error(`bodies differ:\n${a.slice(0, 600)}\n${b.slice(0, 600)}`);

  console.log(`warm-up (2 s each)…`);
  await load(t.app, t.headers, 2, t.spread);
  await load(t.bare, {}, 2, t.spread);
  console.log(`${ROUNDS} rounds × ${DURATION} s, ${CONNECTIONS} connections, A = app, B = bare`);
  const ratios: number[] = [];
  const p99s: number[] = [];
  const apps: Figures[] = [];
  const bares: Figures[] = [];
  const cpuApp: number[] = [];
  const cpuBare: number[] = [];
  let errors = 0;
  /** Runs one side's load and the CPU its server used per request, µs. */
  const side = async (url: string, headers: Record<string, string>, pid: number) => {
    const before = cpuMs(pid);
    const f = await load(url, headers, DURATION, t.spread);
    return { f, cpuUs: ((cpuMs(pid) - before) * 1000) / Math.max(1, f.rps * DURATION) };
  };
  for (let i = 1; i <= ROUNDS; i++) {
    const a = await side(t.app, t.headers, servers!.app);
    const b = await side(t.bare, {}, servers!.bare);
    const fa = a.f;
    const fb = b.f;
    cpuApp.push(a.cpuUs);
    cpuBare.push(b.cpuUs);
    apps.push(fa);
    bares.push(fb);
    ratios.push(fa.rps / fb.rps);
    p99s.push(fa.p99 / Math.max(fb.p99, 1));
    errors += fa.errors + fb.errors;
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
    `median ratio ${ratio.toFixed(2)} (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}, target ≥ ${minRatio}); ` +
      `median p99 ${p99.toFixed(1)}× bare (target ≤ ${TARGET_P99}×)` +
      (errors ? `; ${errors} failed requests (non-2xx, errors, timeouts)` : ''),
  );
  console.log(
    `CPU per request (median): app ${median(cpuApp).toFixed(0)} µs, bare ${median(cpuBare).toFixed(0)} µs (${(median(cpuApp) / median(cpuBare)).toFixed(2)}×)`,
  );
  const ok = ratio >= minRatio && p99 <= TARGET_P99 && errors === 0;
  console.log(`${t.name}${note}: ${ok ? 'OK' : 'TARGET MISSED'}`);
  return ok;
}

/** Asks the app's processes to write their CPU profile (`support/cpu-profile.mjs`); waits ≤ 10 s. */
async function writeProfiles(app: SpawnedServer, dir: string): Promise<void> {
  const count = () =>
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).length : 0;
  const before = count();
  process.kill(-app.proc.pid!, 'SIGUSR2');
  for (let i = 0; i < 100 && count() < before + 2; i++)
    await new Promise((r) => setTimeout(r, 100));
  console.log(`CPU profiles in ${path.resolve(dir)}`);
}

async function main() {
  const only = onlyOption();
  const scratch = await createScratchDatabase('reviapp_bench_');
  const { databaseUrl } = scratch;
  let app: SpawnedServer | null = null;
  let bare: SpawnedServer | null = null;
  try {
    const database = await openDatabase({ databaseUrl, onError: () => {} });
    const linkWeb = 'centrorevisionibench';
    await seedDemoIfEmpty(database.db);
    const w = await buildWorkshop(database.db, { linkWeb });
    const timetable = generateTimetable('8:00', '18:40', 20);
    const within = (time: string, from: string, to: string) =>
      parseClock(time)! >= parseClock(from)! && parseClock(time)! <= parseClock(to)!;
    const weekdayHours = timetable.map((t) =>
      within(t, '8:40', '12:20') || within(t, '14:40', '18:20') ? 's' : 'n',
    );
    const saturdayHours = timetable.map((t) => (within(t, '8:40', '12:00') ? 's' : 'n'));
    await buildSettings(database.db, w.id, 'app', {
      titolo: 'Centro Revisioni Bench',
      orari_tabella: timetable,
    });
    await buildSettings(database.db, w.id, 'web', {
      revisioni_simultane: 2,
      tipo_veicoli: '0,1',
      testo_home_page:
        'Benvenuti nel nostro centro revisioni.\nScegliete il giorno e l’orario: la conferma arriva via SMS.\n' +
        'Portate il libretto di circolazione e il documento d’identità.',
      orari_lavoro: {
        ...Object.fromEntries(['1', '2', '3', '4', '5'].map((k) => [k, weekdayHours])),
        '6': saturdayHours,
      },
      festivi_aggiunti: ['01-29'],
      festivi_aperti: [],
    });
    const date = await openWeekday(['01-29']);
    // 12 open rows taken, one every other: the first 8 in both columns, 4 in column 1.
    const open = weekdayHours.flatMap((h, row) => (h === 's' ? [row] : []));
    for (let i = 0; i < 12; i++) {
      const row = open[i * 2]!;
      await buildAppointment(database.db, w.id, { date, row, column: 1 });
      if (i < 8) await buildAppointment(database.db, w.id, { date, row, column: 2 });
    }
    await database.close();

    const prof = process.env.BENCH_PROF;
    const nodeOptions = productionNodeOptions();
    console.log(
      `app: NODE_OPTIONS='${nodeOptions}' node dist/server/main.js (deploy/reviapp@.service)`,
    );
    // The production build, run by plain node as production runs it (README "Production").
    buildServerOnce();
    app = await spawnServer(
      {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
        PUBLIC_URL: 'https://bench.invalid',
        ALLOWED_HOSTS: '127.0.0.1',
        ADMIN_PASSWORD: 'bench-admin-password',
        LOG_LEVEL: 'warn',
        OUTBOX_SENDER: '0',
        BOOKING_READ_RATE_LIMIT: READ_LIMIT,
        ...(ADDRESSES > 1 ? { TRUST_PROXY: 'loopback' } : {}),
        NODE_OPTIONS: nodeOptions,
        ...(prof
          ? {
              NODE_OPTIONS: `${nodeOptions} --import ${path.resolve(import.meta.dirname, 'support/cpu-profile.mjs')}`,
              BENCH_PROF_DIR: path.resolve(prof),
            }
          : {}),
      },
      { compiled: true },
    );
    bare = await spawnBare({
      DATABASE_URL: databaseUrl,
      WORKSHOP_ID: String(w.id),
      BOOKING_READ_RATE_LIMIT: READ_LIMIT,
      ...(ADDRESSES > 1 ? { TRUST_PROXY: 'loopback' } : {}),
    });

    const pids = [app.proc.pid!, bare.proc.pid!];
    servers = { app: app.proc.pid!, bare: bare.proc.pid! };
    const started = pids.map(rssMb);
    const wait = Math.max(1, Math.round(IDLE_S - ageSeconds(pids[0]!)));
    console.log(
      `waiting ${wait} s with both servers idle, until ${IDLE_S} s after the app's start (their resting memory)…`,
    );
    const { idle, drop, dropAt } = await idleRss(pids, wait);

    const login = await fetch(app.url + buildUrl(workshopLogin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: w.username, password: w.password }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const dayPath = buildUrl(getDay, undefined, { date });
    const slotsPath = buildUrl(getBookingDay, { link: linkWeb, date });
    const targets: Target[] = [
      {
        name: 'day',
        label: dayPath,
        app: app.url + dayPath,
        bare: bare.url + dayPath,
        headers: { cookie },
        spread: false,
      },
      {
        name: 'slots',
        label: slotsPath,
        app: app.url + slotsPath,
        bare: bare.url + slotsPath,
        headers: {},
        spread: true,
      },
    ];
    const verdicts: string[] = [];
    let ok = true;
    const chosen = targets.filter((t) => !only || t.name === only);
    const [, loaded] = await peakRss(pids, async () => {
      for (const t of chosen) {
        const pass = await measure(t);
        verdicts.push(`${t.name} ${pass ? 'OK' : 'MISSED'}`);
        ok &&= pass;
      }
    });
    if (HOG) {
      console.log(`\nA CPU hog now spins on one of the ${os.availableParallelism()} cores.`);
      const hog = startHog();
      try {
        for (const t of chosen) {
          const pass = await measure(t, TARGET_HOG_RATIO, ' under a CPU hog');
          verdicts.push(`${t.name} (hog) ${pass ? 'OK' : 'MISSED'}`);
          ok &&= pass;
        }
      } finally {
        hog.kill('SIGKILL');
      }
    }
    // Memory of the serving processes: one `node` each, no loader, no npm parent.
    const memOk = idle[0]! <= RSS_IDLE_TARGET_MB && loaded[0]! <= RSS_LOAD_TARGET_MB;
    console.log('\n== memory (RSS of the serving process)');
    console.log(
      `app : started ${mb(started[0]!)}, idle ${IDLE_S} s after start ${mb(idle[0]!)}, peak under load ${mb(loaded[0]!)}` +
        (dropAt ? ` (largest fall while idle: ${drop.toFixed(1)} MB at ${dropAt} s)` : ''),
    );
    console.log(
      `bare: started ${mb(started[1]!)}, idle ${mb(idle[1]!)}, peak under load ${mb(loaded[1]!)}`,
    );
    console.log(
      `targets: idle ≤ ${RSS_IDLE_TARGET_MB} MB, under load ≤ ${RSS_LOAD_TARGET_MB} MB → ${memOk ? 'OK' : 'TARGET MISSED'}`,
    );
    verdicts.push(`memory ${memOk ? 'OK' : 'MISSED'}`);
    ok &&= memOk;
    console.log(`\noverall: ${verdicts.join(', ')} → ${ok ? 'OK' : 'TARGET MISSED'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (app && process.env.BENCH_PROF) await writeProfiles(app, process.env.BENCH_PROF);
    await Promise.all([app?.stop(), bare?.stop()]);
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
