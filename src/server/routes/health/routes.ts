/** GET /api/health: liveness plus a database round trip (`@shared/contracts/health`). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getHealth } from '@shared/contracts/health';
import { route } from '@server/http/route';

export async function healthRoutes(app: FastifyInstance) {
  route(app, getHealth, async () => {
    await app.deps.database.db.execute(sql`select 1`);
    return { ok: true, database: app.deps.database.kind };
  });
}
