/** Rubrica routes (spec 001 §2 rubrica), from `@shared/contracts/contacts`. */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/contacts';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import * as service from './service';

export async function contactRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.listContacts, async ({ query }, req) =>
    service.listContacts(db, workshopIdOf(req), query.q),
  );

  route(app, contract.createContact, async ({ body }, req) => ({
    contact: await service.createContact(db, workshopIdOf(req), body),
  }));

  route(app, contract.updateContact, async ({ params, body }, req) => ({
    contact: await service.updateContact(db, workshopIdOf(req), params.id, body),
  }));

  route(app, contract.deleteContact, async ({ params }, req) => {
    await service.deleteContact(db, workshopIdOf(req), params.id);
    return { ok: true as const };
  });
}
