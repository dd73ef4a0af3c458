/**
 * POST /api/admin/workshops (spec 001 §2 admin area nuovo_utente, §6 super-admin): only the
 * super-admin creates accounts; a taken user name is a 409 "Nome utente già esistente";
 * the new account signs in and reads default settings with the chosen option flags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, sessionOf } from '@shared/contracts/auth';
import { createAdminWorkshop, type CreateWorkshopInput } from '@shared/contracts/admin';
import { raw } from '@server/test/api';
import { apiClient } from '@server/test/client';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInWorkshop, signedInAdmin } from '@server/test/sign-in';

let ctx: TestContext;
let adminCookie: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  ({ cookie: adminCookie } = await signedInAdmin(ctx));
});
afterAll(() => ctx.close());

type CreateBody = CreateWorkshopInput;

function create(body: CreateBody, cookie: string | undefined = adminCookie) {
  return apiClient(ctx.app, { cookie: cookie || undefined }).call(createAdminWorkshop, { body });
}

describe('POST /api/admin/workshops', () => {
  it('creates an account that signs in with default settings and the given options', async () => {
    const res = await create({
      username: 'officina_nuova',
      password: 'segreta-123',
      linkWeb: 'officina-nuova',
      expiresOn: '2031-12-31',
      options: ['+whatsapp', '+mod_kuma'],
    });
    expect(res.status).toBe(201);
    expect(res.body.workshop).toMatchObject({
      username: 'officina_nuova',
      active: 1,
      expiresOn: '2031-12-31',
      linkWeb: 'officina-nuova',
      options: ['+whatsapp', '+mod_kuma'],
    });

    const signed = await apiClient(ctx.app).call(login, {
      body: { username: 'officina_nuova', password: 'segreta-123' },
    });
    expect(signed.status).toBe(200);
    expect(sessionOf(signed.body).app.options).toEqual(['+whatsapp', '+mod_kuma']);
    expect(sessionOf(signed.body).app.title).toBe('ReviApp');
  });

  it('defaults the expiry to 100 days and no options', async () => {
    const res = await create({ username: 'officina_base', password: 'segreta-123' });
    expect(res.status).toBe(201);
    const w = res.body.workshop;
    expect(w.options).toEqual([]);
    expect(w.linkWeb).toBeNull();
    expect(w.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 409 "Nome utente già esistente" for a taken name, in any case', async () => {
    await create({ username: 'doppia', password: 'segreta-123' });
    const res = await create({ username: 'DOPPIA', password: 'altra-123' });
    expect(res.status).toBe(409);
    expect(res.error).toEqual({
      code: 'duplicate_username',
      message: 'Nome utente già esistente',
    });
  });

  it('answers 409 for a booking link already in use', async () => {
    await create({ username: 'link_a', password: 'segreta-123', linkWeb: 'stesso-link' });
    const res = await create({
      username: 'link_b',
      password: 'segreta-123',
      linkWeb: 'stesso-link',
    });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('duplicate_link_web');
  });

  it('is for the super-admin only: 401 signed out, 403 for a workshop', async () => {
    expect((await create({ username: 'x1', password: 'segreta-123' }, '')).status).toBe(401);
    const workshop = await signedInWorkshop(ctx);
    const res = await create({ username: 'x2', password: 'segreta-123' }, workshop.cookie);
    expect(res.status).toBe(403);
  });

  it('rejects bad input with 400 and writes nothing', async () => {
    // An unknown option flag cannot be typed: send it raw, as a careless client would.
    const res = await raw(
      ctx,
      createAdminWorkshop,
      {
        body: { username: 'x3', password: 'segreta-123', options: ['+nope'] },
      },
      { cookie: adminCookie },
    );
    expect(res.status).toBe(400);
    const again = await create({ username: 'x3', password: 'segreta-123' });
    expect(again.status).toBe(201);
  });
});
