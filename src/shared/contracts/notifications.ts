/**
 * Notifications (spec 001 §2 notifiche, §3 notifiche, §4 Notifications, §5 notify all,
 * §6): the super-admin writes to workshops; a workshop user reads. Opening one marks it
 * read for a workshop user (not for the admin); "Segnala come non letto" sets it back.
 * Workshop users see only notifications not deleted; the admin also sees deleted ones
 * (deletion is soft). Every change reaches the workshop's desks as a live
 * `notifications` event (the side menu's unread badge).
 */
import { z } from 'zod';
import { NOTIFICATIONS_MSG as MSG } from '../messages/notifications';
import { ADMIN_MSG } from '../messages/admin';
import { idOf, idSchema, INT4_MAX, multiLineText, singleLineText } from './common';
import { defineEndpoint } from './endpoint';
import { workshopParamsSchema } from './admin';

export const notificationSchema = z.object({
  id: z.number().int(),
  /** `oggetto`. */
  subject: z.string(),
  /** `testo`. */
  text: z.string(),
  /** `data_invio`, ISO timestamp. */
  sentAt: z.string(),
  /** `data_lettura`, ISO timestamp or null. */
  readAt: z.string().nullable(),
  /** `letto` 0/1. */
  read: z.union([z.literal(0), z.literal(1)]),
  /** `eliminato` 0/1 (only the admin sees 1). */
  deleted: z.union([z.literal(0), z.literal(1)]),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Subject and text of a notification (spec 001 §5 messages). */
export const notificationInputSchema = z.object({
  subject: singleLineText(200).trim().min(1, { message: MSG.subjectRequired }),
  text: multiLineText(5000).refine((v) => v.trim() !== '', { message: MSG.textRequired }),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

// Notification ids are bigint (0012_citus_ids); workshop ids stay int4.
const idParams = z.object({ id: idSchema });
const adminIdParams = workshopParamsSchema.extend({ id: idSchema });
const one = z.object({ notification: notificationSchema });
const tag = 'notifications';

/** GET /api/notifications: newest first, with the unread count (admin: deleted too). */
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/notifications',
  access: 'workshop',
  tag,
  summary: 'Elenco notifiche',
  response: z.object({ notifications: z.array(notificationSchema), unread: z.number().int() }),
  errors: [],
});

/** GET /api/notifications/unread: the side menu's badge. */
export const countUnreadNotifications = defineEndpoint({
  method: 'GET',
  path: '/notifications/unread',
  access: 'workshop',
  tag,
  summary: 'Notifiche non lette',
  response: z.object({ unread: z.number().int() }),
  errors: [],
});

/** POST /api/notifications/:id/read: opened by a workshop user → letto 1 (admin: unchanged). */
export const readNotification = defineEndpoint({
  method: 'POST',
  path: '/notifications/:id/read',
  access: 'workshop',
  tag,
  summary: 'Apri una notifica',
  params: idParams,
  response: one,
  errors: ['not_found'],
});

/** POST /api/notifications/:id/unread: "Segnala come non letto" → letto 0. */
export const unreadNotification = defineEndpoint({
  method: 'POST',
  path: '/notifications/:id/unread',
  access: 'workshop',
  tag,
  summary: 'Segnala come non letto',
  params: idParams,
  response: one,
  errors: ['not_found'],
});

/** POST /api/admin/workshops/:workshopId/notifications: the admin writes to one workshop. */
export const createNotification = defineEndpoint({
  method: 'POST',
  path: '/admin/workshops/:workshopId/notifications',
  access: 'admin',
  tag,
  summary: 'Nuova notifica',
  params: workshopParamsSchema,
  body: notificationInputSchema,
  status: 201,
  response: one,
  errors: ['not_found'],
});

/** PUT /api/admin/workshops/:workshopId/notifications/:id: the admin edits one. */
export const updateNotification = defineEndpoint({
  method: 'PUT',
  path: '/admin/workshops/:workshopId/notifications/:id',
  access: 'admin',
  tag,
  summary: 'Modifica notifica',
  params: adminIdParams,
  body: notificationInputSchema,
  response: one,
  errors: ['not_found'],
});

/** DELETE /api/admin/workshops/:workshopId/notifications/:id: soft delete (eliminato 1). */
export const deleteNotification = defineEndpoint({
  method: 'DELETE',
  path: '/admin/workshops/:workshopId/notifications/:id',
  access: 'admin',
  tag,
  summary: 'Elimina notifica',
  params: adminIdParams,
  response: one,
  errors: ['not_found'],
});

/** POST /api/admin/notifications: notifica_tutti, to the selected accounts ("Notifica inviata"). */
export const notifyAccounts = defineEndpoint({
  method: 'POST',
  path: '/admin/notifications',
  access: 'admin',
  tag,
  summary: 'Notifica tutti gli utenti selezionati',
  body: notificationInputSchema.extend({
    workshopIds: z
      .array(idOf(INT4_MAX))
      .min(1, { message: ADMIN_MSG.noAccountsSelected })
      .max(5000),
  }),
  response: z.object({ sent: z.number().int() }),
  errors: ['not_found'],
});
