/**
 * Settings per section (spec 000 §3 config_*, 001 §2 impostazioni), from
 * `@shared/contracts/settings`. PUT takes a partial section, merged over the stored one and
 * validated as a whole; a bad value is a 400 and nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/settings';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { presentSettings } from './presenter';
import { getSettings, saveWorkshopSettings } from './service';

export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.getSettings, async ({ params }, req) =>
    presentSettings(params.section, await getSettings(db, workshopIdOf(req), params.section)),
  );

  route(app, contract.saveSettings, async ({ params, body }, req) =>
    presentSettings(
      params.section,
      await saveWorkshopSettings(db, workshopIdOf(req), params.section, body),
    ),
  );
}
