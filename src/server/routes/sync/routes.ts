/** SYNC routes (`@shared/contracts/sync`; spec 000 §4 SYNC; docs/RESILIENCE.md "SYNC"). */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/sync';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishGridEvents } from '@server/live/publish';
import { syncCount, syncDay } from './service';

export async function syncRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.getSyncCount, async ({ params }, req) =>
    syncCount(db, workshopIdOf(req), params.date),
  );

  route(app, contract.syncDay, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const result = await syncDay(db, workshopId, params.date, body.vehicles);
    if (result.matched) await publishGridEvents(req, workshopId, 'day', [params.date]);
    return result;
  });
}
