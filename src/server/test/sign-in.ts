/**
 * Helpers for tests about sign-ins (sessions, quick-login device tokens, the super-admin):
 * a signed-in super-admin client, the account editor's input from an account, and a
 * device token for a workshop client, all through the typed client.
 */
import * as admin from '@shared/contracts/admin';
import { adminLogin } from '@shared/contracts/auth';
import { createDeviceToken } from '@shared/contracts/quick-login';
import { ensureAdminSecret } from '@server/auth/admin-secret';
import type { WorkshopClient } from './api';
import { apiClient } from './client';
import type { TestContext } from './harness';

/** The super-admin secret the helpers set. */
export const TEST_ADMIN_SECRET = 'admin-secret-di-prova-2030';

/** Signs the super-admin in; resolves to its cookie and a typed `call` sending it. */
export async function adminClient(ctx: TestContext) {
  await ensureAdminSecret(ctx.database.db, TEST_ADMIN_SECRET);
  const res = await apiClient(ctx.app).call(adminLogin, { body: { password: TEST_ADMIN_SECRET } });
  if (res.status !== 200) throw new Error(`admin login: ${res.status}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { cookie, call: apiClient(ctx.app, { cookie }).call };
}
export type AdminClient = Awaited<ReturnType<typeof adminClient>>;

/** The account editor's input for workshop `id` as it is now, with `patch` applied. */
export async function accountEdit(
  adm: AdminClient,
  id: number,
  patch: Partial<admin.UpdateAccountInput> = {},
): Promise<admin.UpdateAccountInput> {
  const res = await adm.call(admin.getAdminWorkshop, { params: { workshopId: id } });
  if (res.status !== 200) throw new Error(`account ${id}: ${res.status}`);
  const w = res.body.account;
  return {
    active: w.active,
    username: w.username,
    note: w.note,
    expiresOn: w.expiresOn,
    linkWeb: w.linkWeb,
    options: w.options as admin.UpdateAccountInput['options'],
    pathServer: w.pathServer,
    pathArchive: w.pathArchive,
    ...patch,
  };
}

/** A quick-login device token of `client`'s workshop (throws unless 201). */
export async function deviceTokenOf(client: Pick<WorkshopClient, 'call'>): Promise<string> {
  const res = await client.call(createDeviceToken);
  if (res.status !== 201) throw new Error(`device token: ${res.status}`);
  return res.body.token;
}
