/** Account routes of the signed-in workshop (spec 001 §2 password), from `@shared/contracts/account`. */
import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/contracts/account';
import { SESSION_COOKIE, workshopIdOf } from '@server/auth/guard';
import { route } from '@server/http/route';
import { changePassword } from './service';

export async function accountRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, contract.changePassword, async ({ body }, req, reply) => {
    await changePassword(db, workshopIdOf(req), body.current, body.next);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });
}
