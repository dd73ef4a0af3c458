/**
 * Account routes of the signed-in workshop (spec 001 §2 password), from
 * `@shared/contracts/account`: the password change, and the account's quick-login devices
 * (listed with their dates; each can be revoked).
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/account';
import { AUTH_MSG } from '@shared/messages';
import { listDevices, revokeDeviceById } from '@server/auth/device-tokens';
import { SESSION_COOKIE, workshopIdOf } from '@server/auth/guard';
import { notFound } from '@server/http/errors';
import { route } from '@server/http/route';
import { originOf } from '@server/live/publish';
import { changePassword } from './service';

export async function accountRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const { config } = app.deps;

  route(app, contract.changePassword, async ({ body }, req, reply) => {
    await changePassword(db, workshopIdOf(req), body.current, body.next, originOf(req));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });

  route(app, contract.listAccountDevices, async (_args, req) => ({
    devices: await listDevices(db, workshopIdOf(req), config.DEVICE_TOKEN_IDLE_DAYS),
    idleDays: config.DEVICE_TOKEN_IDLE_DAYS,
  }));

  // Scoped by the session's workshop: another account's entry is "not found", never revoked.
  route(app, contract.revokeAccountDevice, async ({ params }, req) => {
    if (!(await revokeDeviceById(db, workshopIdOf(req), params.deviceId)))
      throw notFound(AUTH_MSG.deviceNotFound);
    return { ok: true as const };
  });
}
