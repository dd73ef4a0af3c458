/**
 * What the server logs and what it never logs (docs/RESILIENCE.md "Logs", README
 * "Monitoring"):
 *
 * - one line per answered request, `request`, with `method`, `route` (the route's pattern,
 *   never the URL: no ids, plates or query strings), `status`, `ms` (duration), `reqId`,
 *   `instance` and `workshopId` when the request has a workshop session;
 * - nothing for a successful probe: `/api/health`, `/api/health/live`, `/api/health/ready`
 *   and `/metrics` answered below 400 (a load balancer checks every 500 ms);
 * - no customer data: errors are serialized without the SQL parameters a failed query
 *   carries (`params:` of a Drizzle error, `detail` of a PostgreSQL one), requests without
 *   their query, body or headers, and pino's `redact` censors customer fields (`phone`,
 *   `surname`, `plate`, `text`…) wherever a line would carry them.
 */
import os from 'node:os';
import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';
import { routeLabel } from './metrics';

/** Route patterns whose successful answers write no line (probes). */
const QUIET_ROUTES = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

/** Fields holding customers' data or secrets: censored at any of the first two levels. */
const SENSITIVE_KEYS = [
  'phone',
  'surname',
  'name',
  'plate',
  'text',
  'email',
  'address',
  'holder',
  'model',
  'note',
  'description',
  'searchText',
  'password',
  'token',
  'query',
  'body',
  'params',
];

/** pino `redact` paths: the request's secrets and every sensitive key, top level and nested. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...SENSITIVE_KEYS,
  ...SENSITIVE_KEYS.map((k) => `*.${k}`),
];

/** Text that replaces a redacted value. */
export const REDACTED = '[redatto]';

/**
 * An error's message without the values a failed query carries: Drizzle writes
 * `Failed query: <sql>\nparams: <values>`; everything from `params:` on goes.
 */
export function scrubMessage(message: string): string {
  const at = message.search(/(^|\n)params:/);
  return at < 0 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  cause?: SerializedError;
};

/**
 * pino's `err` serializer: type, scrubbed message, PostgreSQL `code` and `constraint`, the
 * stack's frames (not its first line, which repeats the message) and the cause, the same
 * way; never the error's other properties (a query's `params`, a PostgreSQL `detail`
 * such as `Key (phone)=(…)`). Something thrown that is no Error keeps only its `message`
 * and `code`.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  const e = (err ?? {}) as { message?: unknown; code?: unknown; constraint?: unknown };
  const message =
    typeof err === 'string' ? err : typeof e.message === 'string' ? e.message : String(err);
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : null;
  if (!(err instanceof Error))
    return {
      type: typeof err === 'object' ? 'Object' : typeof err,
      message: scrubMessage(message),
      stack: '',
      ...(code !== null ? { code } : {}),
    };
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');
  return {
    type: err.constructor?.name ?? 'Error',
    message: scrubMessage(message),
    stack: frames,
    ...(code !== null ? { code } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    ...(err.cause !== undefined && depth < 3
      ? { cause: serializeError(err.cause, depth + 1) }
      : {}),
  };
}

/** pino's `req` serializer: method, path without its query, request id. */
export function serializeRequest(req: { method?: string; url?: string; id?: unknown }) {
  return { method: req.method, path: req.url?.split('?')[0], reqId: req.id };
}

/** This instance's name in every line: INSTANCE_NAME, else host name and process id. */
export function instanceName(config: Pick<Config, 'INSTANCE_NAME'>): string {
  return config.INSTANCE_NAME ?? `${os.hostname()}:${process.pid}`;
}

/**
 * Fastify's `logger` option from the configuration: `false` for LOG_LEVEL=silent, else
 * pino at LOG_LEVEL with `instance` in every line, the redaction and serializers above,
 * pretty lines in development, and `stream` (tests) instead of standard output if given.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV' | 'INSTANCE_NAME'>,
  stream?: Writable,
) {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    base: { pid: process.pid, hostname: os.hostname(), instance: instanceName(config) },
    transport:
      config.NODE_ENV === 'development' && !stream
        ? {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          }
        : undefined,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

/** The workshop a request acts for, when it has a session with one. */
function workshopOf(req: FastifyRequest): number | undefined {
  return (req as { auth?: { workshop?: { id?: number } | null } | null }).auth?.workshop?.id;
}

/**
 * Writes the one line per request (see the file comment) when the answer is sent. Fastify's
 * own "incoming request" / "request completed" lines are off (`LogController`).
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const route = routeLabel(req);
    const status = reply.statusCode;
    if (!(status < 400 && QUIET_ROUTES.has(route))) {
      const workshopId = workshopOf(req);
      app.log.info(
        {
          reqId: req.id,
          method: req.method,
          route,
          status,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ...(workshopId !== undefined ? { workshopId } : {}),
        },
        'request',
      );
    }
    done();
  });
}
