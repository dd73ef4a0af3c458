/**
 * The app's own cost per request around a handler (bench/README.md "API against a bare
 * route", "Framework overhead"): `npx tsx bench/api-frame.ts`. No database work and no
 * network: the app built as production builds it (`buildApp`, NODE_ENV=production,
 * LOG_LEVEL=warn unless LOG is set, TRUST_PROXY=loopback, in-memory PGlite only for its
 * start-up) gets one extra route with the free slots' contract (`getBookingDay`: params
 * validated by zod, answer written from the contract's schema) whose handler returns a
 * constant day; a bare Fastify 5 route (no logger, no hooks) returns the same JSON. Both are
 * called through `inject` one request at a time, alternated in chunks of 50 requests (the
 * machine's load hits both alike), and the CPU time of each chunk is read
 * (`process.cpuUsage`, µs per request). Prints the 10th, 25th and 50th percentile of the
 * chunks for both and their difference: the host check, same-site check, input guard,
 * security headers, cookie and session hooks, request id, logger, validation and
 * serialisation — what the public free slots pay that the bare route does not.
 * CHUNKS (default 300) chunks a side. Exit code 1 when the two answers differ.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { route } from '@server/http/route';
import { getBookingDay } from '@shared/contracts/web-booking';

// The probe route exists only in this bench (no contract of its own): its path is built here.
const API = '/api';
const PROBE = `${API}/probe/:link/days/:date`;
const CHUNK = 50;
const CHUNKS = Number(process.env.CHUNKS ?? 300);

const slots = Array.from({ length: 24 }, (_, row) => ({
  row,
  time: `${8 + (row >> 1)}:${row % 2 ? '40' : '20'}`,
  free: row % 3 > 0,
}));
const day = (date: string) => ({ date, state: 'open' as const, slots });

async function main() {
  const database = await openDatabase({ onError: () => {} });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG ?? 'warn',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    PUBLIC_URL: 'https://bench.invalid',
    ALLOWED_HOSTS: 'localhost',
    ADMIN_PASSWORD: 'bench-admin-password',
    TRUST_PROXY: 'loopback',
  });
  const app = await buildApp({ config, database, webDir: null });
  const probe = { ...getBookingDay, path: PROBE };
  route(app, probe as typeof getBookingDay, async ({ params }, req) => {
    void req.ip; // the read limit's key needs it
    return day(params.date);
  });
  await app.ready();
  const bare = Fastify({ logger: false, trustProxy: ['loopback'] });
  bare.get(PROBE, async (req) => {
    void req.ip;
    return day((req.params as { date: string }).date);
  });
  await bare.ready();

  let k = 0;
  const one = (server: FastifyInstance, n = k++) =>
    server.inject({
      method: 'GET',
      url: `${API}/probe/centrorevisionibench/days/2026-12-0${(n % 9) + 1}`,
      headers: { host: 'localhost:3000', 'x-forwarded-for': `10.77.0.${n % 64}` },
    });
  const [a, b] = [await one(app, 0), await one(bare as unknown as FastifyInstance, 0)];
  if (a.statusCode !== 200 || a.body !== b.body) {
    console.error(`answers differ:\n${a.statusCode} ${a.body}\n${b.statusCode} ${b.body}`);
    process.exitCode = 1;
  } else {
    const chunk = async (server: FastifyInstance) => {
      const start = process.cpuUsage();
      for (let i = 0; i < CHUNK; i++) await one(server);
      const used = process.cpuUsage(start);
      return (used.user + used.system) / CHUNK;
    };
    const sides = [app, bare as unknown as FastifyInstance] as const;
    for (let i = 0; i < 40; i++) for (const s of sides) await chunk(s); // warm-up
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < CHUNKS; i++)
      for (const [j, s] of sides.entries()) times[j]!.push(await chunk(s));
    const at = (xs: number[], q: number) =>
      [...xs].sort((x, y) => x - y)[Math.floor(xs.length * q)]!;
    console.log(`${CHUNKS} chunks × ${CHUNK} requests a side, CPU µs per request`);
    for (const q of [0.1, 0.25, 0.5]) {
      const [pa, pb] = [at(times[0], q), at(times[1], q)];
      console.log(
        `p${q * 100}: app ${pa.toFixed(1)}, bare ${pb.toFixed(1)} → app − bare ${(pa - pb).toFixed(1)} µs, ratio ${(pa / pb).toFixed(2)}`,
      );
    }
  }
  await app.close();
  await bare.close();
  await database.close();
}

await main();
process.exit();
