/** Health check contract (issue "Hardening" item 4; spec 000 §4 application state). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthSchema = z.object({
  ok: z.boolean(),
  database: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * GET /health: liveness plus a database round trip. 200 when the database answers, 503
 * `service_unavailable` (a generic error) while it is away.
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
