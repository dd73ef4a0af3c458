/**
 * GET /api/health (`@shared/contracts/health`): 200 `{ ok, database, databaseReachable,
 * outbox }` when a round trip to the database succeeds within HEALTH_TIMEOUT_MS; otherwise
 * 503 `service_unavailable` "Servizio momentaneamente non disponibile" (README "Limits and hardening"), so a
 * load balancer and the web both see that the database is away, and see it come back. The
 * outbox backlog is the count of queued messages of every workshop.
 * GET /api/health/live (the process answers) and /api/health/ready (503 while draining) are
 * the load balancer's probes (README "Graceful restart").
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getHealth, getLive, getReady } from '@shared/contracts/health';
import { route } from '@server/http/route';
import { serviceUnavailable } from '@server/http/errors';

/** Longest wait for the database's answer, ms. */
export const HEALTH_TIMEOUT_MS = 3_000;

type Backlog = { queued: number; oldest: number | null };

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers; nothing else is asked (README "Graceful restart").
  route(app, getLive, async () => ({ ok: true as const }));
  // Readiness: 503 from SIGTERM on, so the load balancer stops sending (http/lifecycle.ts).
  route(app, getReady, async () => {
    if (app.lifecycle.draining) throw serviceUnavailable();
    return { ok: true as const };
  });

  route(app, getHealth, async (_args, req) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
    });
    let backlog: Backlog;
    try {
      const result = await Promise.race([
        app.deps.database.db.execute(
          sql`/* all-tenants: health reports the outbox backlog of the whole installation */
            select count(*)::int as queued,
              floor(extract(epoch from (now() - min(inserted_at))))::int as oldest
            from messages where send_state = 'queued'`,
        ),
        timeout,
      ]);
      backlog = (result.rows[0] as Backlog | undefined) ?? { queued: 0, oldest: null };
    } catch (err) {
      req.log.warn({ reason: (err as Error).message }, 'health: database down');
      throw serviceUnavailable();
    } finally {
      clearTimeout(timer);
    }
    return {
      ok: true,
      database: app.deps.database.kind,
      databaseReachable: true,
      outbox: { queued: Number(backlog.queued), oldestQueuedSeconds: backlog.oldest ?? null },
    };
  });
}
