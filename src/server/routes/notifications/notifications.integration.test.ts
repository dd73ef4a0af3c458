/**
 * Notifications (spec 001 §2 notifiche / notifica_tutti, §4 Notifications, §5, §6): the
 * super-admin writes, edits and soft-deletes; a workshop user sees only non-deleted ones,
 * opening one marks it read (not when the admin opens it), "Segnala come non letto" sets it
 * back; one workshop never sees or changes another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminAudit } from '@shared/contracts/admin';
import { enterWorkshop, leaveWorkshop } from '@shared/contracts/admin-session';
import * as n from '@shared/contracts/notifications';
import { apiClient } from '@server/test/client';
import { buildNotification } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInWorkshop, signedInAdmin } from '@server/test/sign-in';

let ctx: TestContext;
let adminCookie: string;
const as = (cookie?: string) => apiClient(ctx.app, { cookie });

beforeAll(async () => {
  ctx = await setupTestApp();
  ({ cookie: adminCookie } = await signedInAdmin(ctx));
});
afterAll(() => ctx.close());

describe('notifications', () => {
  it('admin writes; the workshop lists it unread, opens it (read), marks it unread', async () => {
    const w = await signedInWorkshop(ctx);
    const made = await as(adminCookie).call(n.createNotification, {
      params: { workshopId: w.workshop.id },
      body: { subject: 'Manutenzione', text: 'Sabato il servizio è sospeso.' },
    });
    expect(made.status).toBe(201);
    const id = made.body.notification.id;
    const list = await as(w.cookie).call(n.listNotifications);
    expect(list.body.unread).toBe(1);
    expect(list.body.notifications[0]).toMatchObject({ subject: 'Manutenzione', read: 0 });

    const opened = await as(w.cookie).call(n.readNotification, { params: { id } });
    expect(opened.body.notification).toMatchObject({ read: 1 });
    expect(opened.body.notification.readAt).not.toBeNull();
    expect((await as(w.cookie).call(n.countUnreadNotifications)).body.unread).toBe(0);

    const back = await as(w.cookie).call(n.unreadNotification, { params: { id } });
    expect(back.body.notification).toMatchObject({ read: 0, readAt: null });
    expect((await as(w.cookie).call(n.countUnreadNotifications)).body.unread).toBe(1);
  });

  it('the admin opening it inside the account leaves it unread and sees deleted ones', async () => {
    const w = await signedInWorkshop(ctx);
    const kept = await buildNotification(ctx.database.db, w.workshop.id);
    const gone = await buildNotification(ctx.database.db, w.workshop.id);
    const del = await as(adminCookie).call(n.deleteNotification, {
      params: { workshopId: w.workshop.id, id: gone.id },
    });
    expect(del.body.notification.deleted).toBe(1);
    const seen = await as(w.cookie).call(n.listNotifications);
    expect(seen.body.notifications.map((x) => x.id)).toEqual([kept.id]);
    expect((await as(w.cookie).call(n.readNotification, { params: { id: gone.id } })).status).toBe(
      404,
    );

    expect(
      (await as(adminCookie).call(enterWorkshop, { params: { workshopId: w.workshop.id } })).status,
    ).toBe(200);
    const all = await as(adminCookie).call(n.listNotifications);
    expect(all.body.notifications.map((x) => x.id).sort()).toEqual([kept.id, gone.id].sort());
    const opened = await as(adminCookie).call(n.readNotification, { params: { id: kept.id } });
    expect(opened.body.notification.read).toBe(0);
    await as(adminCookie).call(leaveWorkshop);
  });

  it('admin edits subject and text; blank ones get the spec messages', async () => {
    const w = await signedInWorkshop(ctx);
    const row = await buildNotification(ctx.database.db, w.workshop.id);
    const res = await as(adminCookie).call(n.updateNotification, {
      params: { workshopId: w.workshop.id, id: row.id },
      body: { subject: 'Nuovo oggetto', text: 'Nuovo testo' },
    });
    expect(res.body.notification).toMatchObject({ subject: 'Nuovo oggetto', text: 'Nuovo testo' });
    const blank = await as(adminCookie).call(n.updateNotification, {
      params: { workshopId: w.workshop.id, id: row.id },
      body: { subject: ' ', text: 'x' },
    });
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe('Inserire il campo ogetto');
    const noText = await as(adminCookie).call(n.notifyAccounts, {
      body: { workshopIds: [w.workshop.id], subject: 'Oggetto', text: '  ' },
    });
    expect(noText.error?.message).toBe('Inserire il testo');
  });

  it('notify all writes to each selected account and is audited', async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const c = await signedInWorkshop(ctx);
    const res = await as(adminCookie).call(n.notifyAccounts, {
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
      expect((await as(w.cookie).call(n.countUnreadNotifications)).body.unread).toBe(count);
    const audit = await as(adminCookie).call(listAdminAudit, { query: {} });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'notification.notify_all',
      detail: { destinatari: 2 },
    });
    const unknown = await as(adminCookie).call(n.notifyAccounts, {
      body: { workshopIds: [a.workshop.id, 2_000_000_000], subject: 'x', text: 'y' },
    });
    expect(unknown.status).toBe(404);
  });

  it("a workshop never reads or changes another's notifications", async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const row = await buildNotification(ctx.database.db, a.workshop.id, { subject: 'SEGRETO-A' });
    const list = await as(b.cookie).call(n.listNotifications);
    expect(JSON.stringify(list.body)).not.toContain('SEGRETO-A');
    for (const e of [n.readNotification, n.unreadNotification]) {
      const res = await as(b.cookie).call(e, { params: { id: row.id } });
      expect(res.status).toBe(404);
    }
    const other = await as(adminCookie).call(n.deleteNotification, {
      params: { workshopId: b.workshop.id, id: row.id },
    });
    expect(other.status).toBe(404);
    expect((await as(a.cookie).call(n.countUnreadNotifications)).body.unread).toBe(1);
  });
});
