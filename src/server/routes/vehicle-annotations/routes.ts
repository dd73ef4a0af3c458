/** Vehicle annotations API: GET/PUT /vehicle-annotations/:plate (spec 000 §2, §5). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/contracts/common';
import {
  annotationPlateSchema,
  annotationResponseSchema,
  saveAnnotationInputSchema,
} from '@shared/contracts/vehicle-annotations';
import { requireWorkshop, workshopIdOf } from '@server/auth/guard';
import { getAnnotation, saveAnnotation } from './service';

const params = z.object({ plate: annotationPlateSchema });

export const vehicleAnnotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('preHandler', requireWorkshop);
  const tags = ['vehicle-annotations'];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

  app.get(
    '/vehicle-annotations/:plate',
    { schema: { tags, params, response: { 200: annotationResponseSchema, ...errors } } },
    async (req) => ({ annotation: await getAnnotation(db, workshopIdOf(req), req.params.plate) }),
  );

  app.put(
    '/vehicle-annotations/:plate',
    {
      schema: {
        tags,
        params,
        body: saveAnnotationInputSchema,
        response: { 200: annotationResponseSchema, ...errors },
      },
    },
    async (req) => ({
      annotation: await saveAnnotation(db, workshopIdOf(req), req.params.plate, req.body),
    }),
  );
};
