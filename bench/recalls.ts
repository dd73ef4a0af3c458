/**
 * Recall list benchmark (docs/RECALLS.md "Benchmarks", bench/README.md "Recall list"):
 * GET /api/recalls for a month with 100,000 appointments in the workshop's archive (plus
 * another workshop's 100,000), against a baseline measured in the same run, the rounds
 * alternated: the bare indexed SELECT of the same rows (no JSON, no HTTP). Goal: p50 and p95
 * at most 2× the bare SELECT's (exit code 1 otherwise). The endpoint is timed through
 * `app.inject` (its client copies the body and decodes it to a string, as the floor's driver
 * decodes its rows); a real socket measured slower, so `inject` does not flatter it.
 *
 *   npm run bench:recalls                     # PGlite
 *   DATABASE_URL=postgres://… npm run bench:recalls
 */
import { sql } from 'drizzle-orm';
import { listRecalls } from '@shared/contracts/recalls';
import { buildWorkshop } from '@server/test/factories';
import type { Db } from '@server/db/client';
import { signedInWorkshop } from '@server/test/sign-in';
import { productionApp } from './support/production-app';

const N = Number(process.env.APPOINTMENTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 60);
/** Goal: the endpoint's p50 and p95 at most this multiple of the bare SELECT's. */
const GOAL_RATIO = 2;

/** `n` appointments from 2020-01-01 on, 26 rows × 3 columns a day, most inspections done. */
async function fill(db: Db, workshopId: number, n: number) {
  await db.execute(sql`
    insert into appointments (workshop_id, surname, phone, model, plate, vehicle_type, date,
                              row, "column", status, holder, address, letter)
    select ${workshopId}, 'CLIENTE ' || g, '33' || lpad((g % 100000000)::text, 8, '0'),
           'HONDA SH 125', 'AB' || lpad(g::text, 6, '0'), (g % 7 = 0)::int * 2,
           date '2020-01-01' + (g / 78), (g % 78) / 3, (g % 3) + 1,
           case when g % 10 < 8 then 2 else (g % 5) end,
           'MARIO ROSSI', 'VIA DEL CORSO 12, 00186 ROMA', 1
      from generate_series(0, ${n - 1}) g`);
  await db.execute(sql`analyze appointments`);
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1]! };
}
const show = (label: string, ms: number[]) => {
  const { p50, p95, max } = stats(ms);
  console.log(
    `${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  max ${max.toFixed(1).padStart(7)} ms`,
  );
  return p95;
};

async function main() {
  const { app, database, ctx, close } = await productionApp();
  try {
    const { workshop, cookie } = await signedInWorkshop(ctx);
    const other = await buildWorkshop(database.db);
    const t0 = performance.now();
    await fill(database.db, workshop.id, N);
    await fill(database.db, other.id, N);
    console.log(
      `${(2 * N).toLocaleString('en-US')} appointments (2 workshops) on ${database.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    // Inspection month November 2022: biennial of Nov 2022 + annual of Nov 2023.
    const query = { year: 2022, month: 11 };
    const endpoint: number[] = [];
    const baseline: number[] = [];
    let body = '';
    let baseCount = 0;
    // Alternated, so both see the same machine; the first 3 rounds warm up (not counted).
    for (let r = 0; r < RUNS + 3; r++) {
      let t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api${listRecalls.path}?year=${query.year}&month=${query.month}`,
        headers: { cookie },
      });
      if (r >= 3) endpoint.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(res.body);
      // Parsed once, after the rounds: 570 KB parsed per round would time the bench's GC.
      if (r === RUNS + 2) body = res.body;
      t = performance.now();
      const bare = await database.db.execute(sql`
        select id, surname, phone, model, plate, holder, address, date, vehicle_type,
               recall_status, letter
          from appointments
         where workshop_id = ${workshop.id} and status in (2, 3) and row >= 0
           and ((date >= '2022-11-01' and date < '2022-12-01' and vehicle_type <> 2)
             or (date >= '2023-11-01' and date < '2023-12-01' and vehicle_type = 2))`);
      if (r >= 3) baseline.push(performance.now() - t);
      baseCount = bare.rows.length;
    }
    const count = (JSON.parse(body) as { items: unknown[] }).items.length;
    const plan = await database.db.execute(sql`
      explain select id from appointments
       where workshop_id = ${workshop.id} and status in (2, 3) and row >= 0
         and date >= '2022-11-01' and date < '2022-12-01'`);
    console.log(
      `rows in the list: ${count} (baseline ${baseCount}); plan: ${JSON.stringify(plan.rows[0])}`,
    );
    show('GET /api/recalls (inject, JSON)', endpoint);
    show('baseline: bare indexed SELECT of the rows', baseline);
    const app50 = stats(endpoint).p50;
    const app95 = stats(endpoint).p95;
    const bare50 = stats(baseline).p50;
    const bare95 = stats(baseline).p95;
    const met = app50 <= GOAL_RATIO * bare50 && app95 <= GOAL_RATIO * bare95;
    console.log(
      `ratio to the bare SELECT: p50 ${(app50 / bare50).toFixed(2)}×  p95 ${(app95 / bare95).toFixed(2)}×` +
        `  (goal ≤ ${GOAL_RATIO}× both: ${met ? 'MET' : 'NOT MET'})`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await close();
  }
}

await main();
