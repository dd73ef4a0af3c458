/**
 * Notifications (spec 001 §2 notifiche / notifica_tutti, §4 Notifications, §5, §6): the
 * super-admin writes, edits and soft-deletes; a workshop user sees only non-deleted ones,
 * opening one marks it read (not when the admin opens it), "Segnala come non letto" sets it
 * back; one workshop never sees or changes another's.
 */
import { describe, expect, it } from 'vitest';
import { listAdminAudit } from '@shared/contracts/admin';
import { enterWorkshop, leaveWorkshop } from '@shared/contracts/admin-session';
import * as n from '@shared/contracts/notifications';
import { buildNotification } from '@server/test/factories';
import { useAdminTestApp } from '@server/test/admin-app';
import { signedInWorkshop } from '@server/test/sign-in';

const t = useAdminTestApp();

describe('notifications', () => {
  it('admin writes; the workshop lists it unread, opens it (read), marks it unread', async () => {
    const w = await signedInWorkshop(t.ctx);
    const made = await t.admin.call(n.createNotification, {
      params: { workshopId: w.workshop.id },
      body: { subject: 'Manutenzione', text: 'Sabato il servizio è sospeso.' },
    });
    expect(made.status).toBe(201);
    const id = made.body.notification.id;
    const list = await w.call(n.listNotifications);
    expect(list.body.unread).toBe(1);
    expect(list.body.notifications[0]).toMatchObject({ subject: 'Manutenzione', read: 0 });

    const opened = await w.call(n.readNotification, { params: { id } });
    expect(opened.body.notification).toMatchObject({ read: 1 });
    expect(opened.body.notification.readAt).not.toBeNull();
    expect((await w.call(n.countUnreadNotifications)).body.unread).toBe(0);

    const back = await w.call(n.unreadNotification, { params: { id } });
    expect(back.body.notification).toMatchObject({ read: 0, readAt: null });
    expect((await w.call(n.countUnreadNotifications)).body.unread).toBe(1);
  });

  it('the admin opening it inside the account leaves it unread and sees deleted ones', async () => {
    const w = await signedInWorkshop(t.ctx);
    const kept = await buildNotification(t.ctx.database.db, w.workshop.id);
    const gone = await buildNotification(t.ctx.database.db, w.workshop.id);
    const del = await t.admin.call(n.deleteNotification, {
      params: { workshopId: w.workshop.id, id: gone.id },
    });
    expect(del.body.notification.deleted).toBe(1);
    const seen = await w.call(n.listNotifications);
    expect(seen.body.notifications.map((x) => x.id)).toEqual([kept.id]);
    expect((await w.call(n.readNotification, { params: { id: gone.id } })).status).toBe(404);

    expect(
      (await t.admin.call(enterWorkshop, { params: { workshopId: w.workshop.id } })).status,
    ).toBe(200);
    const all = await t.admin.call(n.listNotifications);
    expect(all.body.notifications.map((x) => x.id).sort()).toEqual([kept.id, gone.id].sort());
    const opened = await t.admin.call(n.readNotification, { params: { id: kept.id } });
    expect(opened.body.notification.read).toBe(0);
    await t.admin.call(leaveWorkshop);
  });

  it('admin edits subject and text; blank ones get the spec messages', async () => {
    const w = await signedInWorkshop(t.ctx);
    const row = await buildNotification(t.ctx.database.db, w.workshop.id);
    const res = await t.admin.call(n.updateNotification, {
      params: { workshopId: w.workshop.id, id: row.id },
      body: { subject: 'Nuovo oggetto', text: 'Nuovo testo' },
    });
    expect(res.body.notification).toMatchObject({ subject: 'Nuovo oggetto', text: 'Nuovo testo' });
    const blank = await t.admin.call(n.updateNotification, {
      params: { workshopId: w.workshop.id, id: row.id },
      body: { subject: ' ', text: 'x' },
    });
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe('Inserire il campo ogetto');
    const noText = await t.admin.call(n.notifyAccounts, {
      body: { workshopIds: [w.workshop.id], subject: 'Oggetto', text: '  ' },
    });
    expect(noText.error?.message).toBe('Inserire il testo');
  });

  it('notify all writes to each selected account and is audited', async () => {
    const a = await signedInWorkshop(t.ctx);
    const b = await signedInWorkshop(t.ctx);
    const c = await signedInWorkshop(t.ctx);
    const res = await t.admin.call(n.notifyAccounts, {
      body: {
        workshopIds: [a.workshop.id, b.workshop.id],
        subject: 'Novità',
        text: 'Nuova versione',
      },
    });
    expect(res.body.sent).toBe(2);
    for (const [w, count] of [
      [a, 1],
      [b, 1],
      [c, 0],
    ] as const)
      expect((await w.call(n.countUnreadNotifications)).body.unread).toBe(count);
    const audit = await t.admin.call(listAdminAudit, { query: {} });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'notification.notify_all',
      detail: { destinatari: 2 },
    });
    const unknown = await t.admin.call(n.notifyAccounts, {
      body: { workshopIds: [a.workshop.id, 2_000_000_000], subject: 'x', text: 'y' },
    });
    expect(unknown.status).toBe(404);
  });

  it("a workshop never reads or changes another's notifications", async () => {
    const a = await signedInWorkshop(t.ctx);
    const b = await signedInWorkshop(t.ctx);
    const row = await buildNotification(t.ctx.database.db, a.workshop.id, { subject: 'SEGRETO-A' });
    const list = await b.call(n.listNotifications);
    expect(JSON.stringify(list.body)).not.toContain('SEGRETO-A');
    for (const e of [n.readNotification, n.unreadNotification]) {
      const res = await b.call(e, { params: { id: row.id } });
      expect(res.status).toBe(404);
    }
    const other = await t.admin.call(n.deleteNotification, {
      params: { workshopId: b.workshop.id, id: row.id },
    });
    expect(other.status).toBe(404);
    expect((await a.call(n.countUnreadNotifications)).body.unread).toBe(1);
  });
});
