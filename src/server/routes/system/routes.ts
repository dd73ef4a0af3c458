/**
 * Application state and offline backup routes (`@shared/contracts/system`; spec 000 §4,
 * §7 app_status; docs/RESILIENCE.md). Switching the state NOTIFYs a `server` event to
 * every desk of every workshop; each new live stream also starts with one (events routes).
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/system';
import { workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { ALL_WORKSHOPS } from '@server/live/hub';
import { notifyEvent } from '@server/live/publish';
import { appStatus, backupRows, serverVersion, writeServerState } from '@server/domain/system';

export async function systemRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const version = serverVersion(app.deps.webDir);

  route(app, contract.getAppStatus, async () => appStatus(db, version));

  route(app, contract.setServerState, async ({ body }, req) => {
    await writeServerState(db, body.state, body.text);
    const status = await appStatus(db, version);
    await notifyEvent(
      app.deps.database,
      { workshopId: ALL_WORKSHOPS, type: 'server', ...status },
      (err) => req.log.warn({ err }, 'server state event not published'),
    );
    return status;
  });

  route(app, contract.getOfflineBackup, async (_args, req) => backupRows(db, workshopIdOf(req)));
}
