/**
 * Lighthouse as the outside judge (`npm run bench:lighthouse`; README "Performance").
 * Builds nothing: run `npm run build` first. Starts the server on a temporary PGlite folder
 * with the demo workshop (as the e2e tests), then runs Lighthouse 12 (`npx -y lighthouse@12`,
 * the last major that runs on Node 20) with Debian's Chromium, mobile preset, on the login
 * page and the public booking page, RUNS times each, and prints the median of the four
 * category scores (performance, accessibility, best practices, SEO) with FCP, LCP and TBT,
 * beside the goals (login ≥ 95 performance and 100 best practices; booking 99/100/100/100).
 * `LIGHTHOUSE_RUNS` sets RUNS (default 3). Exits 1 when a goal is missed.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Goals per page: the lowest acceptable score (0–100) per category. */
const GOALS: Record<string, Partial<Record<Category, number>>> = {
  login: { performance: 95, 'best-practices': 100 },
  booking: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
};

type Result = {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  console: string[];
};

type LighthouseJson = {
  categories: Record<Category, { score: number }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { description?: string; source?: string }[] } }
  >;
};

async function lighthouse(url: string): Promise<Result> {
  const { stdout } = await run(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lh = JSON.parse(stdout) as LighthouseJson;
  const score = (c: Category) => Math.round(lh.categories[c].score * 100);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    fcp: lh.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lh.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lh.audits['total-blocking-time']?.numericValue ?? NaN,
    console: (lh.audits['errors-in-console']?.details?.items ?? []).map(
      (i) => `${i.source ?? ''}: ${i.description ?? ''}`,
    ),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const server = await startServer();
  let ok = true;
  try {
    const pages = {
      // `/` opens the login page signed out; Lighthouse cannot trace a navigation to a
      // hash URL (NO_NAVSTART).
      login: `${server.url}/`,
      booking: `${server.url}/prenota?code=demo`,
    };
    for (const [name, url] of Object.entries(pages)) {
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++) results.push(await lighthouse(url));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))]),
      ) as Record<Category, number>;
      const ms = (f: (r: Result) => number) => `${(median(results.map(f)) / 1000).toFixed(2)} s`;
      console.log(
        `${name.padEnd(8)} ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(' / ')}` +
          `  (FCP ${ms((r) => r.fcp)}, LCP ${ms((r) => r.lcp)}, TBT ${Math.round(median(results.map((r) => r.tbt)))} ms; median of ${RUNS})`,
      );
      for (const line of new Set(results.flatMap((r) => r.console)))
        console.log(`         console: ${line}`);
      for (const [c, goal] of Object.entries(GOALS[name] ?? {}) as [Category, number][]) {
        const met = scores[c] >= goal;
        ok &&= met;
        console.log(`         ${c} ≥ ${goal}: ${met ? 'OK' : 'MISSED'}`);
      }
    }
  } finally {
    await server.dispose();
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
