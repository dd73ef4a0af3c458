/**
 * The super-admin trail is append-only (migration 0019; docs/PRIVACY.md "Super-admin trail";
 * Garante, 27 November 2008): the database refuses UPDATE, DELETE and TRUNCATE of its rows,
 * except the deletion of rows older than six months; sign-ins, failed sign-ins, sign-outs
 * and enter-as-user are recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listAdminAudit } from '@shared/contracts/admin';
import { enterWorkshop } from '@shared/contracts/admin-session';
import { adminLogin, logout } from '@shared/contracts/auth';
import { apiClient } from '@server/test/client';
import { buildWorkshop } from '@server/test/factories';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { signedInAdmin, TEST_ADMIN_SECRET } from '@server/test/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx?.close());

const exec = (q: ReturnType<typeof sql>) => ctx.database.db.execute(q);

/** The error `fn` rejects with (fails when it resolves). */
async function refusal(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  throw new Error('not refused');
}

describe('admin_audit is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of a recent row', async () => {
    const [row] = (
      await exec(sql`insert into admin_audit (actor, action) values ('super-admin', 'account.update')
                     returning id`)
    ).rows as { id: number }[];
    const id = row!.id;
    expect(
      await refusal(() => exec(sql`update admin_audit set action = 'x' where id = ${id}`)),
    ).toMatch(/append-only/);
    expect(await refusal(() => exec(sql`delete from admin_audit where id = ${id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(() => exec(sql`truncate admin_audit`))).toMatch(/append-only/);
    const still = await exec(sql`select action from admin_audit where id = ${id}`);
    expect(still.rows).toEqual([{ action: 'account.update' }]);
  });

  it('lets retention delete a row older than six months, never a younger one', async () => {
    const ins = async (age: string) =>
      (
        (
          await exec(sql`insert into admin_audit (actor, action, at)
                         values ('super-admin', 'account.enter', now() - ${age}::interval)
                         returning id`)
        ).rows as { id: number }[]
      )[0]!.id;
    const old = await ins('6 months 1 day');
    const young = await ins('5 months 28 days');
    await exec(sql`delete from admin_audit where id = ${old}`);
    expect(await refusal(() => exec(sql`delete from admin_audit where id = ${young}`))).toMatch(
      /append-only/,
    );
    const left = await exec(sql`select id from admin_audit where id in (${old}, ${young})`);
    expect(left.rows.map((r) => Number((r as { id: number }).id))).toEqual([Number(young)]);
  });
});

describe('what the trail records', () => {
  it('sign-ins, failed sign-ins, enter-as-user and sign-outs', async () => {
    const adm = await signedInAdmin(ctx);
    const wrong = await apiClient(ctx.app).call(adminLogin, {
      body: { password: `${TEST_ADMIN_SECRET}-sbagliata` },
    });
    expect(wrong.status).toBe(401);
    const w = await buildWorkshop(ctx.database.db);
    const other = await signedInAdmin(ctx);
    expect((await other.call(enterWorkshop, { params: { workshopId: w.id } })).status).toBe(200);
    expect((await adm.call(logout)).status).toBe(200);
    const admin2 = await signedInAdmin(ctx);
    const res = await admin2.call(listAdminAudit, { query: { limit: 20 } });
    // Newest first; the last six, oldest first, are this test's own.
    const actions = res.body.entries
      .slice(0, 6)
      .map((e) => e.action)
      .reverse();
    expect(actions).toEqual([
      'admin.sign_in',
      'admin.sign_in_failed',
      'admin.sign_in',
      'account.enter',
      'admin.sign_out',
      'admin.sign_in',
    ]);
    expect(JSON.stringify(res.body.entries)).not.toContain(TEST_ADMIN_SECRET);
  });
});
