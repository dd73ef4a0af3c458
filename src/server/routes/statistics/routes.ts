/** Statistics routes (spec 001 §2 statistiche), from `@shared/contracts/statistics`. */
import type { FastifyInstance } from 'fastify';
import { parseOptions } from '@shared/contracts/settings';
import * as contract from '@shared/contracts/statistics';
import { todayInRome } from '@shared/domain/dates';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { getSettings } from '@server/domain/settings';
import { getAttendance } from './attendance';
import { getHistorical, getStatistics, saveHistorical } from './service';

export async function statisticsRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.getStatistics, async (_args, req) => {
    const workshopId = workshopIdOf(req);
    const { opzioni } = await getSettings(db, workshopId, 'app');
    return getStatistics(db, workshopId, parseOptions(opzioni).includes('+mod_kuma'));
  });

  // "Promemoria e presenze" of one year (spec 001 §2 statistiche; ./attendance.ts).
  route(app, contract.getAttendanceStatistics, async ({ query }, req) =>
    getAttendance(db, workshopIdOf(req), query.year, todayInRome()),
  );

  route(app, contract.getHistoricalStatistics, async ({ params }) => getHistorical(db, params.id));

  route(app, contract.saveHistoricalStatistics, async ({ params, body }) =>
    saveHistorical(db, params.id, body),
  );
}
