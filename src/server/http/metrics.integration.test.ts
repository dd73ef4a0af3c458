/**
 * `GET /metrics` (README "Monitoring"): 404 without METRICS_TOKEN, 401 with a wrong token,
 * prom-client's text with the right one; request durations labelled by route pattern (no
 * raw URL), outbox messages by channel and state ("da verificare" = unknown), sign-in
 * failures by kind, the process metrics.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { buildMessage, buildWorkshop } from '@server/test/factories';
import { raw } from '@server/test/api';
import { adminLogin, login } from '@shared/contracts/auth';
import { deviceLogin } from '@shared/contracts/quick-login';
import { getNote } from '@shared/contracts/notes';
import { verifyLogin } from '@shared/contracts/two-factor';

const TOKEN = 'token-metriche-di-prova-123';
const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
/** Prometheus's promtool (Debian package `prometheus`; `.ci/run` installs it). */
const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => fs.existsSync(p));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => ctx.close());

async function scrape(c: TestContext = ctx, auth = `Bearer ${TOKEN}`) {
  return c.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: auth } });
}

/** The value of the sample `name{labels}` in `text` (labels as written), else undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const other = await setupTestApp();
    try {
      expect((await scrape(other)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('exports every series the example alert rules read (deploy/prometheus-alerts.yml)', async () => {
    const rules = fs.readFileSync(path.join(DEPLOY, 'prometheus-alerts.yml'), 'utf8');
    // Every series in the rules is selected with the scrape job's label; `up` is Prometheus's own.
    const names = new Set(
      [...rules.matchAll(/([a-z_][a-z0-9_]*)\{job="reviapp"/g)].map((m) => m[1]!),
    );
    names.delete('up');
    expect(names.size).toBeGreaterThanOrEqual(6);
    const body = (await scrape()).body;
    for (const name of names) {
      // A histogram's _count, _sum and _bucket series are declared under its base name.
      const family = name.replace(/_(count|sum|bucket)$/, '');
      expect(body, name).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
    }
  });

  // Outside CI a machine without promtool skips it; CI must have it.
  it.skipIf(!PROMTOOL && !process.env.CI)(
    'the alert rules pass promtool: syntax, and their unit tests (deploy/prometheus-alerts.test.yml)',
    () => {
      expect(PROMTOOL, 'promtool is missing (apt-get install prometheus)').toBeDefined();
      const run = (...args: string[]) =>
        execFileSync(PROMTOOL!, args, { cwd: DEPLOY, encoding: 'utf8', stdio: 'pipe' });
      expect(run('check', 'rules', 'prometheus-alerts.yml')).toContain('SUCCESS');
      expect(run('test', 'rules', 'prometheus-alerts.test.yml')).toContain('SUCCESS');
    },
  );

  it('refuses a missing or wrong token with 401', async () => {
    expect((await scrape(ctx, '')).statusCode).toBe(401);
    expect((await scrape(ctx, 'Bearer sbagliato')).statusCode).toBe(401);
    expect((await scrape(ctx, TOKEN)).statusCode).toBe(401);
  });

  it('answers in Prometheus format, with the process metrics, whatever the Host', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}`, host: '10.0.0.7:3001' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('# TYPE reviapp_event_streams gauge');
    expect(res.body).toContain('# TYPE reviapp_db_pool_connections gauge');
    expect(res.body).toContain('# TYPE reviapp_sms_provider_errors_total counter');
    // PostgreSQL: this instance's pool by state (PGlite has no pool).
    if (ctx.database.kind === 'postgres')
      for (const state of ['in_use', 'idle', 'waiting'])
        expect(
          sample(res.body, `reviapp_db_pool_connections{state="${state}"}`),
        ).toBeGreaterThanOrEqual(0);
  });

  it('labels request durations by route pattern, never the raw URL', async () => {
    await raw(ctx, getNote, { params: { date: '2026-13-45' }, query: { cognome: 'Rossi' } });
    await raw(ctx, { method: 'GET', url: '/api/nessuna/rotta/42' });
    const text = (await scrape()).body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/notes\/:date",status_code="\d{3}"\} 1/,
    );
    expect(text).toMatch(/route="<unmatched>",status_code="404"/);
    expect(text).not.toContain('Rossi');
    expect(text).not.toContain('2026-13-45');
    expect(text).not.toContain('nessuna');
  });

  it('counts outbox messages by channel and state, "da verificare" included', async () => {
    const w = await buildWorkshop(ctx.database.db);
    await buildMessage(ctx.database.db, w.id);
    await buildMessage(ctx.database.db, w.id, { sendState: 'unknown' });
    await buildMessage(ctx.database.db, w.id, { sendState: 'unknown' });
    await buildMessage(ctx.database.db, w.id, { channel: 'wa' });
    const text = (await scrape()).body;
    expect(sample(text, 'reviapp_outbox_messages{channel="sms",state="unknown"}')).toBe(2);
    expect(sample(text, 'reviapp_outbox_messages{channel="sms",state="queued"}')).toBe(1);
    expect(sample(text, 'reviapp_outbox_messages{channel="wa",state="queued"}')).toBe(1);
    expect(sample(text, 'reviapp_outbox_messages{channel="wa",state="claimed"}')).toBe(0);
  });

  it('counts failed sign-ins by kind', async () => {
    const before = (await scrape()).body;
    const count = (text: string, kind: string) =>
      sample(text, `reviapp_sign_in_failures_total{kind="${kind}"}`) ?? 0;
    const w = await buildWorkshop(ctx.database.db);
    await raw(ctx, login, { body: { username: w.username, password: 'sbagliata-123' } });
    await raw(ctx, login, { body: { username: w.username, password: 'sbagliata-456' } });
    await raw(ctx, adminLogin, { body: { password: 'non-e-il-segreto-1234' } });
    await raw(ctx, deviceLogin, { body: { token: 'x'.repeat(43) } });
    await raw(ctx, verifyLogin, { body: { code: '123456' } });
    const after = (await scrape()).body;
    expect(count(after, 'workshop') - count(before, 'workshop')).toBe(2);
    expect(count(after, 'super-admin') - count(before, 'super-admin')).toBe(1);
    expect(count(after, 'device') - count(before, 'device')).toBe(1);
    expect(count(after, 'two-factor') - count(before, 'two-factor')).toBe(1);
    // A sign-in that works is no failure.
    await raw(ctx, login, { body: { username: w.username, password: w.password } });
    expect(count((await scrape()).body, 'workshop')).toBe(count(after, 'workshop'));
  });
});
