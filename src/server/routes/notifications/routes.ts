/**
 * Notification routes (spec 001 §2 notifiche and notifica_tutti, §4 Notifications, §6):
 * the workshop's list and unread count, open (marks read for a workshop user only) and
 * "Segnala come non letto"; the super-admin's create, edit, soft delete and notify-all.
 * Every change publishes a `notifications` event to the workshop's desks (unread badge);
 * the admin's writes are recorded in the audit trail.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '@shared/contracts/notifications';
import { ADMIN_MSG, NOTIFICATIONS_MSG } from '@shared/messages';
import { workshopIdOf } from '@server/auth/guard';
import { withTransaction } from '@server/db/client';
import { workshops } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { route } from '@server/http/route';
import { publishWorkshopEvent } from '@server/live/publish';
import { recordAudit } from '@server/domain/audit';
import { findWorkshop } from '@server/domain/workshops';
import * as svc from './service';

const isAdmin = (req: FastifyRequest) => req.auth?.role === 'admin';
const missing = () => notFound(NOTIFICATIONS_MSG.notFound);

export async function notificationRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const changed = (req: FastifyRequest, workshopId: number) =>
    publishWorkshopEvent(req, workshopId, { type: 'notifications' });

  route(app, c.listNotifications, async (_args, req) => {
    const id = workshopIdOf(req);
    return {
      notifications: await svc.listNotifications(db, id, isAdmin(req)),
      unread: await svc.countUnread(db, id),
    };
  });

  route(app, c.countUnreadNotifications, async (_args, req) => ({
    unread: await svc.countUnread(db, workshopIdOf(req)),
  }));

  route(app, c.readNotification, async ({ params }, req) => {
    const id = workshopIdOf(req);
    // Opening marks it read only for a workshop user (spec 001 §4); the admin just looks.
    if (isAdmin(req)) {
      const row = await svc.findNotification(db, id, params.id, true);
      if (!row) throw missing();
      return { notification: svc.presentNotification(row) };
    }
    const before = await svc.findNotification(db, id, params.id, false);
    if (!before) throw missing();
    if (before.read === 1) return { notification: svc.presentNotification(before) };
    const row = await svc.setRead(db, id, params.id, 1);
    if (!row) throw missing();
    await changed(req, id);
    return { notification: svc.presentNotification(row) };
  });

  route(app, c.unreadNotification, async ({ params }, req) => {
    const id = workshopIdOf(req);
    const row = await svc.setRead(db, id, params.id, 0);
    if (!row) throw missing();
    await changed(req, id);
    return { notification: svc.presentNotification(row) };
  });

  route(app, c.createNotification, async ({ params, body }, req) => {
    const w = await findWorkshop(db, params.workshopId);
    if (!w) throw notFound(ADMIN_MSG.accountNotFound);
    const [row] = await withTransaction(db, async (tx) => {
      const rows = await svc.insertNotifications(tx, [w.id], body);
      await recordAudit(tx, req, 'notification.create', w.id, {
        username: w.username,
        oggetto: body.subject,
      });
      return rows;
    });
    await changed(req, w.id);
    return { notification: svc.presentNotification(row!) };
  });

  route(app, c.updateNotification, async ({ params, body }, req) => {
    const { workshopId, id } = params;
    const row = await withTransaction(db, async (tx) => {
      const saved = await svc.editNotification(tx, workshopId, id, body);
      if (saved)
        await recordAudit(tx, req, 'notification.update', workshopId, { oggetto: body.subject });
      return saved;
    });
    if (!row) throw missing();
    await changed(req, workshopId);
    return { notification: svc.presentNotification(row) };
  });

  route(app, c.deleteNotification, async ({ params }, req) => {
    const { workshopId, id } = params;
    const row = await withTransaction(db, async (tx) => {
      const saved = await svc.softDelete(tx, workshopId, id);
      if (saved)
        await recordAudit(tx, req, 'notification.delete', workshopId, { oggetto: saved.subject });
      return saved;
    });
    if (!row) throw missing();
    await changed(req, workshopId);
    return { notification: svc.presentNotification(row) };
  });

  route(app, c.notifyAccounts, async ({ body }, req) => {
    const wanted = [...new Set(body.workshopIds)];
    const found = await db
      .select({ id: workshops.id })
      .from(workshops)
      .where(inArray(workshops.id, wanted));
    if (found.length !== wanted.length) throw notFound(ADMIN_MSG.accountNotFound);
    const input = { subject: body.subject, text: body.text };
    await withTransaction(db, async (tx) => {
      await svc.insertNotifications(tx, wanted, input);
      await recordAudit(tx, req, 'notification.notify_all', null, {
        oggetto: body.subject,
        destinatari: wanted.length,
      });
    });
    for (const id of wanted) await changed(req, id);
    return { sent: wanted.length };
  });
}
