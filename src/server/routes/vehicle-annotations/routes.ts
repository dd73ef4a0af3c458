/** Vehicle annotations routes (spec 000 §2, §5), from `@shared/contracts/vehicle-annotations`. */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/vehicle-annotations';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { getAnnotation, saveAnnotation } from './service';

export async function vehicleAnnotationRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.getAnnotation, async ({ params }, req) => ({
    annotation: await getAnnotation(db, workshopIdOf(req), params.plate),
  }));

  route(app, contract.saveAnnotation, async ({ params, body }, req) => ({
    annotation: await saveAnnotation(db, workshopIdOf(req), params.plate, body),
  }));
}
