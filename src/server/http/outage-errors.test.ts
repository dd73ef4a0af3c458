/**
 * Every way the database can be away answers 503 `service_unavailable` with the envelope and
 * `Retry-After` (http/errors.ts `isConnectionFailure`, README "Limits and hardening"), one
 * case per SQLSTATE as node-postgres and Drizzle report them; other errors are not outages.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MSG } from '@shared/messages';
import { errorHandler } from './error-handler';
import { OUTAGE_RETRY_AFTER_S, serviceUnavailable } from './errors';

/** A driver error as node-postgres builds it, wrapped by Drizzle as `cause`. */
function pgError(code: string, message: string): Error {
  const driver = Object.assign(new Error(message), { code, severity: 'FATAL' });
  return Object.assign(new Error(`Failed query: select 1`), { cause: driver });
}

const OUTAGES: [string, () => Error][] = [
  [
    'connection refused (ECONNREFUSED)',
    () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  [
    '55000 not accepting connections',
    () => pgError('55000', 'database "officine" is not currently accepting connections'),
  ],
  ['53300 too many connections', () => pgError('53300', 'sorry, too many clients already')],
  [
    '57P01 admin shutdown',
    () => pgError('57P01', 'terminating connection due to administrator command'),
  ],
  [
    '57P02 crash shutdown',
    () => pgError('57P02', 'terminating connection because of crash of another server process'),
  ],
  ['57P03 cannot connect now', () => pgError('57P03', 'the database system is starting up')],
  ['08006 connection failure', () => pgError('08006', 'connection failure')],
  ['pool timeout', () => new Error('timeout exceeded when trying to connect')],
  ['connection terminated', () => new Error('Connection terminated unexpectedly')],
  ['serviceUnavailable()', () => serviceUnavailable()],
];

const app = Fastify();
app.setErrorHandler(errorHandler);
const thrown = new Map<string, () => Error>([
  ...OUTAGES,
  [
    '55000 another cause',
    () => pgError('55000', 'cannot delete from table because it has no replica identity'),
  ],
]);
app.get('/fail/:n', async (req) => {
  throw thrown.get(decodeURIComponent((req.params as { n: string }).n))!();
});
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('database outages', () => {
  it.each(OUTAGES.map(([name]) => [name]))(
    '503 with envelope and Retry-After: %s',
    async (name) => {
      const res = await app.inject({ url: `/fail/${encodeURIComponent(name)}` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: { code: 'service_unavailable', message: HTTP_MSG.serviceUnavailable },
      });
      expect(res.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_S));
    },
  );

  it('a 55000 that is not about connections is not called an outage', async () => {
    const res = await app.inject({ url: `/fail/${encodeURIComponent('55000 another cause')}` });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
