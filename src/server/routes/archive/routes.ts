/** Archivio route (spec 001 §2 archivio), from `@shared/contracts/archive`. */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/archive';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { getSettings } from '@server/domain/settings';
import { searchArchive } from './service';

export async function archiveRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.searchArchive, async ({ query }, req) => {
    const workshopId = workshopIdOf(req);
    const { orari_tabella } = await getSettings(db, workshopId, 'app');
    return searchArchive(db, workshopId, query.q, orari_tabella);
  });
}
