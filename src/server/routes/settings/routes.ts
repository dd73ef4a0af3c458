/**
 * Settings per section (spec 000 §3 config_*, 001 §2 impostazioni), from
 * `@shared/contracts/settings`. PUT takes a partial section, merged over the stored one and
 * validated as a whole; a bad value is a 400 and nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/settings';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { publishSettingsEvent } from '@server/live/publish';
import { presentSettings } from './presenter';
import {
  countAppointmentsFromRow,
  getSettings,
  saveWorkshopSettings,
} from '@server/domain/settings';

export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  // A static path: the router prefers it over `/settings/:section`.
  route(app, contract.countRowsInUse, async ({ query }, req) => ({
    count: await countAppointmentsFromRow(db, workshopIdOf(req), Math.max(0, query.rows)),
  }));

  route(app, contract.getSettings, async ({ params }, req) =>
    presentSettings(params.section, await getSettings(db, workshopIdOf(req), params.section)),
  );

  route(app, contract.saveSettings, async ({ params, body }, req) => {
    const workshopId = workshopIdOf(req);
    const saved = await saveWorkshopSettings(db, workshopId, params.section, body);
    await publishSettingsEvent(req, workshopId, params.section);
    return presentSettings(params.section, saved);
  });
}
