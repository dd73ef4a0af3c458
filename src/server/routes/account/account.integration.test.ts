/** Password change (spec 001 §2 password, §4 logs out, §5 messages). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInWorkshop } from '@server/test/sign-in';
import { apiClient } from '@server/test/client';
import { changePassword } from '@shared/contracts/account';
import { getSession, login } from '@shared/contracts/auth';
import { BACKOFFICE_MSG } from '@shared/messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

describe('password change', () => {
  it('refuses a wrong current password, a short one and a different repeat', async () => {
    const a = await signedInWorkshop(ctx);
    const wrong = await a.call(changePassword, {
      body: { current: 'sbagliata', next: 'nuova-password', repeat: 'nuova-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(BACKOFFICE_MSG.wrongCurrentPassword);

    const short = await a.call(changePassword, {
      body: { current: a.password, next: 'corta', repeat: 'corta' },
    });
    expect(short.status).toBe(400);
    expect(short.error?.message).toContain(BACKOFFICE_MSG.passwordTooShort);

    const differ = await a.call(changePassword, {
      body: { current: a.password, next: 'nuova-password', repeat: 'nuova-passwordx' },
    });
    expect(differ.status).toBe(400);
    expect(differ.error?.message).toContain(BACKOFFICE_MSG.passwordsDiffer);
    // Nothing changed: the session lives and the old password still signs in.
    expect((await a.call(getSession)).status).toBe(200);
  });

  it('changes it, ends every session of the account, and the new one signs in', async () => {
    const a = await signedInWorkshop(ctx);
    const other = await apiClient(ctx.app).call(login, {
      body: { username: a.username, password: a.password },
    });
    expect(other.status).toBe(200);
    const b = await signedInWorkshop(ctx);

    const res = await a.call(changePassword, {
      body: { current: a.password, next: 'nuova-password-1', repeat: 'nuova-password-1' },
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('reviapp_session=;');
    expect((await a.call(getSession)).status).toBe(401);
    // Another workshop's session is untouched.
    expect((await b.call(getSession)).status).toBe(200);

    const anon = apiClient(ctx.app);
    const old = await anon.call(login, { body: { username: a.username, password: a.password } });
    expect(old.status).toBe(401);
    const fresh = await anon.call(login, {
      body: { username: a.username, password: 'nuova-password-1' },
    });
    expect(fresh.status).toBe(200);
  });
});
