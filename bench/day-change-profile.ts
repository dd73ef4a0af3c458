/**
 * Where a grid day change spends its time, a companion of `bench/day-change.ts`:
 * `npx tsx bench/day-change-profile.ts [presses]` (default 20 `+` then 20 `-`). Build first
 * (`npm run build`; `npx vite build --minify false` keeps component and function names).
 *
 * For every press it prints: the React components that rendered (counted by a stub of the
 * React DevTools hook, which production React DOM calls on every commit), how many commits
 * and DOM mutation records the press caused, and the main thread's tasks from the keydown
 * to the frame that painted the day and for 250 ms after (from a Chromium trace): each
 * task's duration, what ran in it (key event, microtasks, timers, network callbacks) and
 * the style/layout/paint work. Prints no target: it is a diagnosis, not a measurement.
 */
import type { CDPSession } from '@playwright/test';
import { login } from '../e2e/support/app';
import { DESK_WINDOW, runBrowserBench } from './browser-bench';

const PRESSES = Number(process.argv[2] ?? 20);
/**
 * `WAIT_MS`: pause after each painted day (default 300, so a press's later work is counted
 * with it); `WAIT_MS=0` presses at the bench's pace, where that work meets the next press.
 */
const WAIT_MS = Number(process.env.WAIT_MS ?? 300);
/** `CPU=1`: also a sampling CPU profile of the whole run, self time per function. */
const CPU = process.env.CPU === '1';

type CpuNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};

/** Self and total sampled time per function (ms), the 40 biggest by total. */
function printCpuProfile(profile: {
  nodes: CpuNode[];
  samples?: number[];
  timeDeltas?: number[];
}): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const name = (n: CpuNode) =>
    `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  for (let i = 0; i < samples.length; i++) {
    const dt = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
    let n = byId.get(samples[i]!);
    if (!n) continue;
    self.set(name(n), (self.get(name(n)) ?? 0) + dt);
    const seen = new Set<string>();
    for (; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = name(n);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  }
  console.log('CPU profile, ms (self / total), biggest totals:');
  for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 60))
    console.log(`  ${(self.get(k) ?? 0).toFixed(1).padStart(7)} ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('biggest self:');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
}

/** Installed before the app loads: a DevTools hook that counts rendered components per commit. */
const HOOK = `(() => {
  let counts = new Map();
  const state = { counts, commits: 0, mounts: 0, log: [] };
  window.__renders = state;
  const nameOf = (f) => {
    const t = f.type;
    if (!t || typeof t === 'string') return null;
    const inner = t.type || t.render || t;
    return t.displayName || inner.displayName || inner.name || 'anonymous';
  };
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const visit = (f) => {
    const prev = f.alternate;
    if (COMPONENT_TAGS.has(f.tag)) {
      if (!prev) { state.mounts++; const n = 'mount:' + nameOf(f); counts.set(n, (counts.get(n) || 0) + 1); }
      else if (f.flags & 1) { const n = nameOf(f); counts.set(n, (counts.get(n) || 0) + 1); }
    }
    // Children not cloned: the subtree was skipped in this commit.
    if (prev && f.child === prev.child) return;
    for (let c = f.child; c; c = c.sibling) visit(c);
  };
  let id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(r) { id++; this.renderers.set(id, r); return id; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      state.commits++;
      counts = new Map();
      state.log.push({ t: performance.now(), counts });
      const cur = root.current;
      const prev = cur.alternate;
      if (prev && cur.child === prev.child) return;
      for (let c = cur.child; c; c = c.sibling) visit(c);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})()`;

/** In-page: keydown stamp, DOM mutation count, frame stamp of the painted day (as the bench). */
const PROBE = `(() => {
  const s = { presses: [], cur: null };
  window.__probe = s;
  const content = () => document.querySelector('[data-day-shown]')?.getAttribute('data-day-shown') ?? '';
  let shown = content();
  document.addEventListener('keydown', (e) => {
    if (e.key !== '+' && e.key !== '-') return;
    performance.mark('press:' + e.key);
    s.cur = { key: e.key, t0: performance.now(), mutations: 0, painted: null };
    s.presses.push(s.cur);
  }, true);
  new MutationObserver((records) => {
    if (s.cur) s.cur.mutations += records.length;
    const c = content();
    if (c && c !== shown && s.cur && s.cur.painted === null) {
      shown = c;
      const cur = s.cur;
      requestAnimationFrame(() => { cur.painted = performance.now() - cur.t0; performance.mark('painted'); });
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
};

async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)),
  );
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** Names of trace events worth reporting inside a task, folded into short labels. */
function label(e: TraceEvent): string | null {
  const d = e.args?.data ?? {};
  switch (e.name) {
    case 'EventDispatch':
      return `event:${String(d.type)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'rAF';
    case 'FireIdleCallback':
      return 'idle';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ResourceReceiveResponse':
    case 'ResourceFinish':
    case 'ResourceReceivedData':
      return 'net';
    case 'XHRReadyStateChange':
    case 'XHRLoad':
      return 'xhr';
    case 'ParseHTML':
      return 'parseHTML';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PaintImage':
      return 'paint';
    case 'UpdateLayerTree':
    case 'Layerize':
      return 'layers';
    case 'PrePaint':
      return 'prepaint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return 'gc';
    case 'FunctionCall':
      return 'js';
    case 'v8.compile':
    case 'v8.compileModule':
      return 'compile';
    default:
      return null;
  }
}

runBrowserBench(async (server, browser) => {
  const context = await browser.newContext({
    baseURL: server.url,
    ...DESK_WINDOW,
  });
  await context.addInitScript(HOOK);
  const page = await context.newPage();
  await login(page, 'demo', 'demodemo');
  await page.locator('[data-day-shown]:not([data-day-shown=""])').waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(1500);
  await page.evaluate(PROBE);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink.user_timing',
        'v8',
        'v8.execute',
      ],
    },
  });
  if (CPU) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  type Press = { key: string; renders: string[]; commits: number; requests: string[] };
  const presses: Press[] = [];
  // What the page asks the network (or its service worker) for, per press.
  let requests: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    requests.push(`${r.method()} ${u.pathname}${u.search}${r.serviceWorker() ? ' (sw)' : ''}`);
  });
  for (const key of ['+', '-'] as const) {
    for (let i = 0; i < PRESSES; i++) {
      const n = await page.evaluate(() => {
        const r = (window as unknown as { __renders: { log: unknown[]; commits: number } })
          .__renders;
        r.log = [];
        r.commits = 0;
        return (window as unknown as { __probe: { presses: unknown[] } }).__probe.presses.length;
      });
      requests = [];
      await page.keyboard.press(key);
      await page.waitForFunction((k) => {
        const p = (window as unknown as { __probe: { presses: { painted: number | null }[] } })
          .__probe.presses[k];
        return p && p.painted !== null;
      }, n);
      // Let the press's after-work (prefetches, effects, timers) land before the next one,
      // so its renders are counted with it; the bench does not wait (its presses overlap it).
      if (WAIT_MS > 0) await page.waitForTimeout(WAIT_MS);
      presses.push({
        ...(await page.evaluate((k) => {
          const w = window as unknown as {
            __renders: { log: { t: number; counts: Map<string, number> }[]; commits: number };
            __probe: { presses: { t0: number; painted: number }[] };
          };
          const p = w.__probe.presses[w.__probe.presses.length - 1]!;
          const commits = w.__renders.log.map((c) => {
            const total = [...c.counts.values()].reduce((a, b) => a + b, 0);
            const top = [...c.counts]
              .sort((a, b) => b[1] - a[1])
              .map(([n, x]) => `${n.replace('@mantine/core/', 'M.')}×${x}`)
              .join(' ');
            return `+${(c.t - p.t0).toFixed(1)} ms ${c.t - p.t0 <= p.painted ? 'before paint' : 'after paint'}: ${total} renders: ${top}`;
          });
          return { key: k, renders: commits, commits: w.__renders.commits };
        }, key)),
        requests,
      });
    }
  }
  if (CPU) {
    const { profile } = await cdp.send('Profiler.stop');
    printCpuProfile(profile);
  }
  const events = await readTrace(cdp);
  const probe = await page.evaluate(
    () =>
      (
        window as unknown as {
          __probe: { presses: { key: string; mutations: number; painted: number }[] };
        }
      ).__probe.presses,
  );

  // Main thread of the page's renderer.
  const threadNames = events.filter(
    (e) =>
      e.name === 'thread_name' && e.args && (e.args as { name?: string }).name === 'CrRendererMain',
  );
  const marks = events.filter((e) => e.name.startsWith('press:') || e.name === 'painted');
  const pid = marks[0]?.pid;
  const main = threadNames.find((t) => t.pid === pid);
  const tid = main?.tid ?? marks[0]?.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  // Outermost tasks only (RunTask nests inside ThreadControllerImpl::RunTask).
  const tasks: TraceEvent[] = [];
  for (const e of onMain
    .filter((x) => x.name === 'ThreadControllerImpl::RunTask' || x.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(e);
  }
  const pressMarks = marks.filter((m) => m.name.startsWith('press:')).sort((a, b) => a.ts - b.ts);
  const paintedMarks = marks.filter((m) => m.name === 'painted').sort((a, b) => a.ts - b.ts);

  const agg = new Map<string, { n: number; total: number }>();
  for (let k = 0; k < presses.length; k++) {
    const p = presses[k]!;
    const start = pressMarks[k]?.ts ?? 0;
    const painted = paintedMarks.find((m) => m.ts >= start)?.ts ?? start;
    const windowEnd = painted + 250_000;
    const rows: string[] = [];
    for (const t of tasks) {
      if (t.ts + (t.dur ?? 0) < start - 1000 || t.ts > windowEnd) continue;
      const inside = onMain.filter(
        (e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) && e !== t,
      );
      const parts = new Map<string, number>();
      for (const e of inside) {
        const l = label(e);
        if (!l) continue;
        parts.set(l, (parts.get(l) ?? 0) + (e.dur ?? 0));
      }
      const dur = (t.dur ?? 0) / 1000;
      if (dur < 0.3) continue;
      const when = (t.ts - start) / 1000;
      const phase = t.ts < painted ? 'before paint' : 'after paint';
      let what = [...parts]
        .filter(([, v]) => v >= 100)
        .map(([n, v]) => `${n} ${(v / 1000).toFixed(1)}`)
        .join(', ');
      if (!what) {
        // Nothing known inside: name the biggest direct events.
        const byName = new Map<string, number>();
        for (const e of inside) byName.set(e.name, Math.max(byName.get(e.name) ?? 0, e.dur ?? 0));
        what =
          '? ' +
          [...byName]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([n, v]) => `${n} ${(v / 1000).toFixed(1)}`)
            .join(', ');
      }
      rows.push(
        `    +${when.toFixed(1).padStart(6)} ms  ${dur.toFixed(1).padStart(5)} ms  ${phase.padEnd(12)} ${what}`,
      );
      const key = `${p.key} ${phase}`;
      const a = agg.get(key) ?? { n: 0, total: 0 };
      a.n++;
      a.total += dur;
      agg.set(key, a);
    }
    const pr = probe[k]!;
    const renders = p.renders.map((c) => `\n    commit ${c}`).join('');
    console.log(
      `press ${k + 1} ${p.key}: painted ${pr.painted.toFixed(1)} ms, commits ${p.commits}, DOM mutation records ${pr.mutations}`,
    );
    console.log(`  renders: ${renders}`);
    const asked = new Map<string, number>();
    for (const r of p.requests) asked.set(r, (asked.get(r) ?? 0) + 1);
    console.log(
      `  requests: ${[...asked].map(([r, n]) => (n > 1 ? `${r} ×${n}` : r)).join(', ') || 'none'}`,
    );
    console.log(rows.join('\n'));
  }
  console.log('\nMain-thread task time per press (tasks ≥ 0.3 ms, up to 250 ms after the paint):');
  for (const [k, a] of agg)
    console.log(
      `  ${k.padEnd(16)} ${(a.total / presses.filter((p) => k.startsWith(p.key)).length).toFixed(1)} ms in ${(a.n / PRESSES).toFixed(1)} tasks`,
    );
});
