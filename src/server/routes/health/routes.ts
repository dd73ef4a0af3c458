/**
 * GET /api/health (`@shared/contracts/health`): 200 `{ ok: true, database }` when a round
 * trip to the database succeeds within HEALTH_TIMEOUT_MS; otherwise 503
 * `service_unavailable` "Servizio momentaneamente non disponibile" (issue 7 §4), so a load
 * balancer and the web both see that the database is away, and see it come back.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getHealth } from '@shared/contracts/health';
import { route } from '@server/http/route';
import { serviceUnavailable } from '@server/http/errors';

/** Longest wait for the database's answer, ms. */
export const HEALTH_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: FastifyInstance) {
  route(app, getHealth, async (_args, req) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.deps.database.db.execute(sql`select 1`), timeout]);
    } catch (err) {
      req.log.warn({ reason: (err as Error).message }, 'health: database down');
      throw serviceUnavailable();
    } finally {
      clearTimeout(timer);
    }
    return { ok: true, database: app.deps.database.kind };
  });
}
