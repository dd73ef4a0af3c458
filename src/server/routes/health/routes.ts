/** GET /api/health: liveness plus a database round trip. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ ok: z.boolean(), database: z.string() }) },
      },
    },
    async () => {
      await app.deps.database.db.execute(sql`select 1`);
      return { ok: true, database: app.deps.database.kind };
    },
  );
};
