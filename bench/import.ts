/**
 * Import benchmark (docs/RECALLS.md "Import"): a 50,000-row file through POST /api/recalls/import
 * (JSON parse, input guard, row checks, one transaction: a COPY in text format on
 * PostgreSQL, multi-row INSERTs on PGlite) against a baseline measured in the same run:
 * PostgreSQL `COPY … FROM STDIN` of the same 50,000 message rows (the fastest bulk load
 * PostgreSQL has), in text format (as the endpoint sends) and in binary format
 * (`support/binary-copy.ts`), the runs alternated.
 * Goal (PostgreSQL): the endpoint at ≥ 0.9× the rows/s of the faster of the two COPYs,
 * medians (exit code 1 otherwise); on PGlite, where there is no COPY to compare,
 * ≥ 20,000 rows/s.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:import
 *
 * Without DATABASE_URL it runs on in-process PGlite and skips the COPY baseline.
 * Prints rows/s and ms of each, `RUNS` runs each (default 5), best and median, and the ratio.
 * Also prints the median of each run's own ratio (its COPY against the endpoint run just
 * before it), steadier on a busy machine.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { importRecalls, type ImportRow } from '@shared/contracts/recall-import';
import { BINARY_HEADER, BINARY_TRAILER, BinaryCopyRows } from './support/binary-copy';
import { buildSettings } from '@server/test/factories';
import { signedInWorkshop } from '@server/test/sign-in';
import { productionApp } from './support/production-app';

const ROWS = Number(process.env.ROWS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 5);
/** Goal on PostgreSQL: endpoint rows/s at least this share of the COPY's. */
const GOAL_RATIO = 0.9;
/** Goal on PGlite (no COPY baseline), rows/s. */
const TARGET = 20_000;

const rows: ImportRow[] = Array.from({ length: ROWS }, (_, i) => [
  `3${String(300_000_000 + i).padStart(9, '0')}`,
  '202611',
  `AB${String(i).padStart(5, '0')}CD`,
  i % 3 === 0 ? 'FIAT PANDA 1.2' : 'HONDA SH 125',
]);

/** `COPY … FROM STDIN` with the pg client's own protocol hooks (what pg-copy-streams does). */
function copyFrom(
  client: pg.PoolClient | pg.Client,
  text: string,
  data: string | Buffer,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const submittable = {
      submit(connection: {
        query: (t: string) => void;
        sendCopyFromChunk: (b: Buffer) => void;
        endCopyFrom: () => void;
      }) {
        this.connection = connection;
        connection.query(text);
      },
      connection: null as null | {
        sendCopyFromChunk: (b: Buffer) => void;
        endCopyFrom: () => void;
      },
      handleCopyInResponse() {
        const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        for (let i = 0; i < buf.length; i += 1 << 16)
          this.connection!.sendCopyFromChunk(buf.subarray(i, i + (1 << 16)));
        this.connection!.endCopyFrom();
      },
      handleCommandComplete() {},
      handleReadyForQuery() {
        resolve();
      },
      handleError(err: Error) {
        reject(err);
      },
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
function summary(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const best = sorted[0]!;
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `${label.padEnd(38)} best ${best.toFixed(0).padStart(6)} ms (${fmt((ROWS / best) * 1000).padStart(7)} rows/s)` +
      `   median ${median.toFixed(0).padStart(6)} ms (${fmt((ROWS / median) * 1000)} rows/s)`,
  );
  return (ROWS / median) * 1000;
}

async function main() {
  const { app, database, url, ctx, close } = await productionApp();
  try {
    const { workshop, cookie } = await signedInWorkshop(ctx);
    await buildSettings(database.db, workshop.id, 'sms', {
      testo_richiami:
        'Gentile cliente, la revisione del veicolo $veicolo$ targa $targa$ scade a $mese$.',
    });
    console.log(`Import of ${fmt(ROWS)} rows, ${database.kind}, ${RUNS} runs each`);
    const payload = JSON.stringify({ name: '', channel: 'sms', text: 'richiami', rows });
    console.log(`request body: ${(payload.length / 1024 / 1024).toFixed(1)} MB`);

    const endpoint: number[] = [];
    const copy: number[] = [];
    const binary: number[] = [];
    const client = url ? new pg.Client({ connectionString: url }) : null;
    await client?.connect();
    try {
      // Alternated, so both see the same machine.
      for (let r = 0; r < RUNS; r++) {
        const body = JSON.stringify({ name: `BENCH ${r}`, channel: 'sms', text: 'richiami', rows });
        const t0 = performance.now();
        const res = await app.inject({
          method: importRecalls.method,
          url: `/api${importRecalls.path}`,
          headers: { cookie, 'content-type': 'application/json' },
          payload: body,
        });
        endpoint.push(performance.now() - t0);
        if (res.statusCode !== 201) throw new Error(`import failed: ${res.statusCode} ${res.body}`);
        if (!client) continue;
        /** A new campaign's id, then `data` through `statement` in one transaction, timed. */
        const timedCopy = async (
          name: string,
          statement: string,
          data: (id: number) => string | Buffer,
        ) => {
          const [c] = await database.db
            .execute<{ id: string }>(
              sql`insert into campaigns (workshop_id, channel, name) values (${workshop.id}, 'sms', ${name}) returning id`,
            )
            .then((x) => x.rows);
          const body = data(Number(c!.id));
          const t = performance.now();
          await client.query('begin');
          await copyFrom(client, statement, body);
          await client.query('commit');
          return performance.now() - t;
        };
        const text =
          'Gentile cliente, la revisione del veicolo HONDA SH 125 targa AB00001CD scade a novembre 2026.';
        const columns = '(workshop_id, channel, campaign_id, phone, text, description)';
        copy.push(
          await timedCopy(`COPY ${r}`, `copy messages ${columns} from stdin`, (id) =>
            rows
              .map((row) => `${workshop.id}\tsms\t${id}\t${row[0]}\t${text}\t${row[2]} ${row[3]}\n`)
              .join(''),
          ),
        );
        binary.push(
          await timedCopy(
            `BINARY ${r}`,
            `copy messages ${columns} from stdin (format binary)`,
            (id) => {
              const w = new BinaryCopyRows();
              w.bytes(BINARY_HEADER);
              for (const row of rows)
                w.row(6)
                  .int4(workshop.id)
                  .text('sms')
                  .int8(id)
                  .text(row[0])
                  .text(text)
                  .text(`${row[2]} ${row[3]}`);
              return Buffer.concat([w.take(), BINARY_TRAILER]);
            },
          ),
        );
      }
    } finally {
      await client?.end();
    }
    const rate = summary('POST /api/recalls/import', endpoint);
    if (client) {
      const copyRate = summary('baseline: COPY FROM STDIN (same rows)', copy);
      const binRate = summary('baseline: binary COPY (same rows)', binary);
      console.log(`ratio to the text COPY (median rows/s): ${(rate / copyRate).toFixed(2)}×`);
      console.log(`ratio to the binary COPY (median rows/s): ${(rate / binRate).toFixed(2)}×`);
      // The goal is against the faster floor, whichever format it is (the endpoint sends text).
      const ratio = rate / Math.max(copyRate, binRate);
      const met = ratio >= GOAL_RATIO;
      console.log(
        `ratio to the faster COPY: ${ratio.toFixed(2)}× (goal ≥ ${GOAL_RATIO}×: ${met ? 'MET' : 'NOT MET'})`,
      );
      process.exitCode = met ? 0 : 1;
      // Each run's COPY against the endpoint run just before it: steadier when the load drifts.
      const paired = endpoint.map((ms, i) => copy[i]! / ms).sort((a, b) => a - b);
      console.log(
        `paired ratio (each run's COPY ms / endpoint ms): median ${paired[Math.floor(paired.length / 2)]!.toFixed(2)}×, range ${paired[0]!.toFixed(2)}–${paired.at(-1)!.toFixed(2)}×`,
      );
    } else {
      console.log('baseline: COPY skipped (set DATABASE_URL to a PostgreSQL server)');
      console.log(`target ≥ ${fmt(TARGET)} rows/s: ${rate >= TARGET ? 'MET' : 'NOT MET'}`);
      process.exitCode = rate >= TARGET ? 0 : 1;
    }
  } finally {
    await close();
  }
}

await main();
