/** Codici officine routes (spec 001 §2 officine), from `@shared/contracts/workshop-codes`. */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/workshop-codes';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import * as service from './service';

export async function workshopCodeRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.listWorkshopCodes, async ({ query }, req) =>
    service.listCodes(db, workshopIdOf(req), query.q),
  );

  route(app, contract.createWorkshopCode, async ({ body }, req) => ({
    code: await service.createCode(db, workshopIdOf(req), body),
  }));

  route(app, contract.updateWorkshopCode, async ({ params, body }, req) => ({
    code: await service.updateCode(db, workshopIdOf(req), params.id, body),
  }));

  route(app, contract.deleteWorkshopCode, async ({ params }, req) => {
    await service.deleteCode(db, workshopIdOf(req), params.id);
    return { ok: true as const };
  });
}
