/**
 * Prometheus metrics of one app (README "Monitoring"), exposed by prom-client at
 * `GET /metrics` together with the process's own (`process-metrics.ts`):
 *
 * - `http_request_duration_seconds{method,route,status_code}` (histogram): every answered
 *   request; `route` is the route's pattern (`/api/appointments/:id`), `<unmatched>` when no
 *   route matched — never the raw URL (no ids, no query strings, bounded label values).
 *   Event streams are not counted here (they last hours).
 * - `reviapp_db_pool_connections{state}`: this instance's PostgreSQL pool, `in_use`, `idle`
 *   and `waiting` (requests waiting for a connection; past 5 s they get 503).
 * - `reviapp_outbox_messages{channel,state}`: messages of every workshop by channel (`sms`,
 *   `wa`) and sender state (`queued`, `claimed`, `sent`, `failed`, `unknown` = "da
 *   verificare"), read from the database at each scrape.
 * - `reviapp_event_streams`: event streams (`GET /api/events`) open on this instance.
 * - `reviapp_sign_in_failures_total{kind}`: sign-ins refused (any 4xx answer of a sign-in
 *   route: wrong credentials, too many attempts, account switched off), by `kind`
 *   `workshop`, `super-admin`, `device` (quick-login token), `two-factor` (a wrong or late
 *   verification code).
 *
 * `GET /metrics` answers only with `Authorization: Bearer $METRICS_TOKEN`: 404 when
 * METRICS_TOKEN is unset (the endpoint does not exist), 401 for a missing or wrong token.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { processRegistry } from './process-metrics';

/** Path of the metrics endpoint (outside `/api`: scraped by address, like the probes). */
export const METRICS_PATH = '/metrics';

/** Latency buckets, seconds: from a cached read to the 5 s pool wait and beyond. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Route patterns of the sign-in routes (inside `/api`) → the failure's kind. */
const SIGN_IN_ROUTES: Readonly<Record<string, string>> = {
  '/api/auth/login': 'workshop',
  '/api/auth/admin': 'super-admin',
  '/api/auth/device/login': 'device',
  // The second step of a sign-in with two-factor verification (the code).
  '/api/auth/login/verify': 'two-factor',
};

/** The event stream's route pattern. */
const EVENTS_ROUTE = '/api/events';

const CHANNELS = ['sms', 'wa'] as const;
const SEND_STATES = ['queued', 'claimed', 'sent', 'failed', 'unknown'] as const;

/** The app's metrics (see the file comment); `registry` holds them. */
export type AppMetrics = {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  signInFailures: Counter<'kind'>;
  eventStreams: Gauge;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * The route label of `req`: its route's pattern, or `<unmatched>` when none matched (404s
 * for unknown paths), so a scanner cannot grow the label set.
 */
export function routeLabel(req: FastifyRequest): string {
  const url = req.routeOptions?.url;
  return url && req.is404 !== true ? url : '<unmatched>';
}

/** The metrics of one app; `database` feeds the pool and outbox gauges at scrape time. */
export function createAppMetrics(database: Database, log?: FastifyInstance['log']): AppMetrics {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests (route = the route pattern)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'reviapp_sign_in_failures_total',
    help: 'Sign-ins refused, by kind (workshop, super-admin, device, two-factor)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  for (const kind of Object.values(SIGN_IN_ROUTES)) signInFailures.inc({ kind }, 0);
  const eventStreams = new Gauge({
    name: 'reviapp_event_streams',
    help: 'Event streams (GET /api/events) open on this instance',
    registers: [registry],
  });
  new Gauge({
    name: 'reviapp_db_pool_connections',
    help: 'PostgreSQL pool of this instance by state (in_use, idle, waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = database.poolStats?.();
      if (!s) return;
      this.set({ state: 'in_use' }, s.inUse);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  new Gauge({
    name: 'reviapp_outbox_messages',
    help: 'Outbox messages of every workshop by channel and state (unknown = da verificare)',
    labelNames: ['channel', 'state'] as const,
    registers: [registry],
    async collect() {
      try {
        const res = await database.db.execute(
          sql`/* all-tenants: the metrics count the outbox of the whole installation */
            select channel, send_state as state, count(*)::int as n
            from messages group by channel, send_state`,
        );
        for (const channel of CHANNELS)
          for (const state of SEND_STATES) this.set({ channel, state }, 0);
        for (const row of res.rows as { channel: string; state: string; n: number }[])
          this.set({ channel: row.channel, state: row.state }, row.n);
      } catch (err) {
        // The database away: the scrape still answers, without this gauge's update.
        log?.warn({ reason: (err as Error).message }, 'metrics: outbox not counted');
      }
    },
  });
  return { registry, httpDuration, signInFailures, eventStreams };
}

/** True when `header` is `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

/**
 * Decorates `app.metrics`, times every answered request, counts sign-in failures and open
 * event streams, and registers `GET /metrics` when `config.METRICS_TOKEN` is set.
 * Call before the routes are registered.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'METRICS_TOKEN'>,
  database: Database,
): void {
  const metrics = createAppMetrics(database, app.log);
  app.decorate('metrics', metrics);
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method === 'GET' && req.routeOptions?.url === EVENTS_ROUTE) {
      metrics.eventStreams.inc();
      reply.raw.once('close', () => metrics.eventStreams.dec());
    }
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const route = routeLabel(req);
    const status = reply.statusCode;
    metrics.httpDuration.observe(
      { method: req.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    const kind = SIGN_IN_ROUTES[route];
    if (kind && status >= 400 && status < 500) metrics.signInFailures.inc({ kind });
    done();
  });
  const token = config.METRICS_TOKEN;
  if (!token) return;
  const merged = Registry.merge([processRegistry, metrics.registry]);
  app.get(METRICS_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!bearerMatches(req.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('Token mancante o errato\n');
    }
    const body = await merged.metrics();
    return reply.type(merged.contentType).header('cache-control', 'no-store').send(body);
  });
}
