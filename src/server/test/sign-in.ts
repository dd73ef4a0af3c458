/**
 * The one way a server test acts as someone: `signedInWorkshop` (a new workshop account,
 * signed in) and `signedInAdmin` (the super-admin), both answering with the typed contract
 * client of `client.ts` bound to the session cookie. Tests about the login flow itself still
 * call the login endpoints (that is their subject) and read the cookie with `sessionCookie`.
 * Also here: the account editor's input from an account, and a quick-login device token.
 */
import * as admin from '@shared/contracts/admin';
import { adminLogin, login } from '@shared/contracts/auth';
import { createDeviceToken } from '@shared/contracts/quick-login';
import { ensureAdminSecret } from '@server/auth/admin-secret';
import { apiClient } from './client';
import { buildWorkshop } from './factories';
import type { TestContext } from './harness';

/** The super-admin secret `signedInAdmin` sets unless told another. */
export const TEST_ADMIN_SECRET = 'admin-secret-di-prova-2030';

/**
 * The session cookie `name=value` an answer sets (the first `Set-Cookie`), from
 * `app.inject` headers or a `fetch` `Headers`; throws when there is none.
 */
export function sessionCookie(
  headers: Record<string, string | string[] | number | undefined> | Headers,
): string {
  const raw = headers instanceof Headers ? headers.get('set-cookie') : headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined || first === null || first === '') throw new Error('no Set-Cookie');
  return String(first).split(';')[0]!;
}

/** What `signedInWorkshop` takes: account columns (`buildWorkshop`) and the tab origin. */
export type SignedInWorkshopOptions = NonNullable<Parameters<typeof buildWorkshop>[1]> & {
  /** Sent as the tab-origin header by `call` (live events name the writer). */
  origin?: string;
};

/**
 * Creates a workshop account (`buildWorkshop`: active, password `FACTORY_PASSWORD`, the
 * given columns, e.g. `{ linkWeb, options: ['+mod_kuma'], expiresOn }`) and signs it in
 * through `POST /api/auth/login`. Resolves to its `id`, the stored row `workshop`, its
 * `username`/`password`, the session `cookie` (`name=value`) and `call`, the typed client
 * sending that cookie (and `origin`). Throws when the sign-in is not 200 (e.g. an account
 * built inactive or expired: build those with `buildWorkshop` and test the login itself).
 */
export async function signedInWorkshop(ctx: TestContext, opts: SignedInWorkshopOptions = {}) {
  const { origin, ...account } = opts;
  const { password, ...workshop } = await buildWorkshop(ctx.database.db, account);
  const { username } = workshop;
  const res = await apiClient(ctx.app).call(login, { body: { username, password } });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.error)}`);
  const cookie = sessionCookie(res.headers);
  const { call } = apiClient(ctx.app, { cookie, origin });
  return { id: workshop.id, workshop, username, password, cookie, call };
}
export type SignedInWorkshop = Awaited<ReturnType<typeof signedInWorkshop>>;

/**
 * Sets the super-admin secret (`secret`, default `TEST_ADMIN_SECRET`) and signs the
 * super-admin in through `POST /api/auth/admin-login`; resolves to its `cookie` and a typed
 * `call` sending it. Throws unless the sign-in is 200.
 */
export async function signedInAdmin(ctx: TestContext, secret = TEST_ADMIN_SECRET) {
  await ensureAdminSecret(ctx.database.db, secret);
  const res = await apiClient(ctx.app).call(adminLogin, { body: { password: secret } });
  if (res.status !== 200) throw new Error(`admin login: ${res.status}`);
  const cookie = sessionCookie(res.headers);
  return { cookie, call: apiClient(ctx.app, { cookie }).call };
}
export type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;

/** The account editor's input for workshop `id` as it is now, with `patch` applied. */
export async function accountEdit(
  adm: SignedInAdmin,
  id: number,
  patch: Partial<admin.UpdateAccountInput> = {},
): Promise<admin.UpdateAccountInput> {
  const res = await adm.call(admin.getAdminWorkshop, { params: { workshopId: id } });
  if (res.status !== 200) throw new Error(`account ${id}: ${res.status}`);
  return accountInput(res.body.account, patch);
}

/** The account editor's input from an account as the admin API shows it, `patch` applied. */
export function accountInput(
  w: admin.AdminAccount,
  patch: Partial<admin.UpdateAccountInput> = {},
): admin.UpdateAccountInput {
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
export async function deviceTokenOf(client: Pick<SignedInWorkshop, 'call'>): Promise<string> {
  const res = await client.call(createDeviceToken);
  if (res.status !== 201) throw new Error(`device token: ${res.status}`);
  return res.body.token;
}
