/**
 * Entra come utente and the audit trail (spec 001 §6 "can enter as user").
 * Entering points the admin's own session at the workshop (server-side: nothing of the
 * workshop's credentials reaches the browser) and is recorded; leaving points it back.
 * Entering also issues a device token of the account for the browser's quick-login entry.
 */
import type { FastifyInstance } from 'fastify';
import { enterWorkshop, leaveWorkshop } from '@shared/contracts/admin-session';
import { listAdminAudit } from '@shared/contracts/admin';
import { ADMIN_MSG } from '@shared/messages';
import { issueDeviceToken } from '@server/auth/device-tokens';
import { loadSessionByHash, setAdminSessionWorkshop } from '@server/auth/sessions';
import { notFound, unauthorized } from '@server/http/errors';
import { route } from '@server/http/route';
import { presentSession } from '@server/domain/session-presenter';
import { listAudit, recordAudit } from '@server/domain/audit';
import { findWorkshop } from '@server/domain/workshops';

export async function adminSessionRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, enterWorkshop, async ({ params }, req) => {
    const auth = req.auth;
    if (!auth) throw unauthorized();
    const w = await findWorkshop(db, params.workshopId);
    if (!w) throw notFound(ADMIN_MSG.accountNotFound);
    await setAdminSessionWorkshop(db, auth.tokenHash, w.id);
    await recordAudit(db, req, 'account.enter', w.id, { username: w.username });
    const now = await loadSessionByHash(db, auth.tokenHash);
    if (!now) throw unauthorized();
    // The browser's quick-login entry of the account (spec 000 §6): an entry like any other
    // (rotated on use, idle expiry, ended with the account's sign-ins), marked as the admin's.
    const deviceToken = await issueDeviceToken(db, w.id, {
      userAgent: req.headers['user-agent'],
      kind: 'admin',
    });
    return { ...(await presentSession(db, now)), deviceToken };
  });

  route(app, leaveWorkshop, async (_args, req) => {
    const auth = req.auth;
    if (!auth) throw unauthorized();
    if (auth.workshop) {
      await setAdminSessionWorkshop(db, auth.tokenHash, null);
      await recordAudit(db, req, 'account.leave', auth.workshop.id, {
        username: auth.workshop.username,
      });
    }
    const now = await loadSessionByHash(db, auth.tokenHash);
    if (!now) throw unauthorized();
    return presentSession(db, now);
  });

  route(app, listAdminAudit, async ({ query }) => ({
    entries: await listAudit(db, { limit: query.limit, accountId: query.accountId }),
  }));
}
