/** Letter model routes (`@shared/contracts/letters`; spec 001 §2 impostazioni_lettere). */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/letters';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { deleteModel, getModel, listModels, selectModel, uploadModel } from './letters-service';

export async function letterRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.listLetterModels, async (_args, req) => listModels(db, workshopIdOf(req)));

  route(app, contract.getLetterModel, async ({ params }, req) =>
    getModel(db, workshopIdOf(req), params.id),
  );

  route(
    app,
    contract.uploadLetterModel,
    async ({ body }, req) => ({ model: await uploadModel(db, workshopIdOf(req), body) }),
    { bodyLimit: contract.LETTER_UPLOAD_BODY_LIMIT },
  );

  route(app, contract.deleteLetterModel, async ({ params }, req) =>
    deleteModel(db, workshopIdOf(req), params.id),
  );

  route(app, contract.selectLetterModel, async ({ body }, req) =>
    selectModel(db, workshopIdOf(req), body.name),
  );
}
