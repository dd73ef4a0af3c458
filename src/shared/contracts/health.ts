/** Health check contract (spec 000 §4 application state; README "Limits and hardening", docs/RESILIENCE.md). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthSchema = z.object({
  ok: z.boolean(),
  /** Kind of database: `pglite` or `postgres`. */
  database: z.string(),
  /** Always true in a 200 answer: the database answered `select 1` in time. */
  databaseReachable: z.boolean(),
  /** Outbox backlog: messages waiting to be sent (all workshops), oldest wait in seconds. */
  outbox: z.object({ queued: z.number().int(), oldestQueuedSeconds: z.number().int().nullable() }),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * GET /health: liveness plus a database round trip. 200 when the database answers, 503
 * `service_unavailable` (our JSON envelope, so a desk tells "server up, database down"
 * from a network loss, where no answer arrives at all) while it is away.
 */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  tag: 'system',
  summary: 'Stato del servizio',
  response: healthSchema,
  errors: [],
});

export const probeSchema = z.object({ ok: z.literal(true) });
export type Probe = z.infer<typeof probeSchema>;

/**
 * GET /health/live: the process answers (no database round trip). 200 while it runs, during
 * a drain too: a supervisor restarts an instance only when this fails (README "Graceful
 * restart").
 */
export const getLive = defineEndpoint({
  method: 'GET',
  path: '/health/live',
  access: 'public',
  tag: 'system',
  summary: 'Processo attivo',
  response: probeSchema,
  errors: [],
});

/**
 * GET /health/ready: this instance takes new requests. 200 while it serves; 503
 * `service_unavailable` from SIGTERM on (draining), so a load balancer sends new requests and
 * event streams to the other instances.
 */
export const getReady = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  tag: 'system',
  summary: 'Istanza pronta a ricevere richieste',
  response: probeSchema,
  errors: [],
});
