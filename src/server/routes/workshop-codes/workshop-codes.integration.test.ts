/** Codici officine (spec 001 §2 officine, §5 fields and search uppercase) and tenancy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { type SignedInWorkshop, signedInWorkshop } from '@server/test/sign-in';
import {
  createWorkshopCode,
  deleteWorkshopCode,
  listWorkshopCodes,
  updateWorkshopCode,
} from '@shared/contracts/workshop-codes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const list = async (c: SignedInWorkshop, q = '') =>
  (await c.call(listWorkshopCodes, { query: { q } })).body.codes;

describe('workshop codes', () => {
  it('saves every field uppercase, searches uppercased, edits and deletes', async () => {
    const a = await signedInWorkshop(ctx);
    const res = await a.call(createWorkshopCode, {
      body: {
        name: 'officina è bella',
        province: 'rm',
        code: 'ab12',
        address: 'via roma 1',
        authorization: 'aut. 55',
      },
    });
    expect(res.status).toBe(201);
    const code = res.body.code;
    expect(code).toMatchObject({
      name: 'OFFICINA È BELLA',
      province: 'RM',
      code: 'AB12',
      address: 'VIA ROMA 1',
      authorization: 'AUT. 55',
    });
    expect((await list(a, 'bella')).map((c) => c.id)).toEqual([code.id]);
    expect((await list(a, 'ab1')).map((c) => c.id)).toEqual([code.id]);
    expect(await list(a, 'napoli')).toEqual([]);

    const upd = await a.call(updateWorkshopCode, {
      params: { id: code.id },
      body: { name: 'nuovo nome', province: 'na' },
    });
    expect(upd.body.code).toMatchObject({ name: 'NUOVO NOME', province: 'NA', code: '' });
    expect((await a.call(deleteWorkshopCode, { params: { id: code.id } })).status).toBe(200);
    expect(await list(a)).toEqual([]);
  });

  it("keeps one workshop's codes from another", async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const res = await a.call(createWorkshopCode, { body: { name: 'di a' } });
    const id = res.body.code.id;
    expect(await list(b)).toEqual([]);
    expect((await b.call(updateWorkshopCode, { params: { id }, body: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await b.call(deleteWorkshopCode, { params: { id } })).status).toBe(404);
    expect((await list(a)).map((c) => c.name)).toEqual(['DI A']);
  });
});
