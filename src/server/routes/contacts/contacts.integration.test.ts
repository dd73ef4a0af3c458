/** Rubrica (spec 001 §2 rubrica, §5 names uppercase) and its tenancy. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '@server/test/harness';
import { type SignedInWorkshop, signedInWorkshop } from '@server/test/sign-in';
import {
  createContact,
  deleteContact,
  listContacts,
  updateContact,
  type ContactInput,
} from '@shared/contracts/contacts';
import { BACKOFFICE_MSG } from '@shared/messages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const add = async (c: SignedInWorkshop, body: ContactInput) => {
  const res = await c.call(createContact, { body });
  expect(res.status).toBe(201);
  return res.body.contact;
};
const list = async (c: SignedInWorkshop, q = '') =>
  (await c.call(listContacts, { query: { q } })).body.contacts;

describe('contacts', () => {
  it('adds with the name uppercased, finds, edits and deletes', async () => {
    const a = await signedInWorkshop(ctx);
    const c = await add(a, {
      name: '  mario rossi ',
      phone: '333 1234567',
      email: 'mario@example.it',
      address: 'Via Roma 1',
    });
    expect(c).toMatchObject({ name: 'MARIO ROSSI', phone: '333 1234567' });
    await add(a, { name: 'bianchi' });

    expect((await list(a)).map((x) => x.name)).toEqual(['BIANCHI', 'MARIO ROSSI']);
    expect((await list(a, 'ross')).map((x) => x.id)).toEqual([c.id]);
    expect((await list(a, '1234567')).map((x) => x.id)).toEqual([c.id]);
    expect((await list(a, 'EXAMPLE')).map((x) => x.id)).toEqual([c.id]);
    // Wildcards are text, not patterns.
    expect(await list(a, '%')).toEqual([]);

    const edited = await a.call(updateContact, {
      params: { id: c.id },
      body: { name: 'mario verdi', phone: '', email: '', address: '' },
    });
    expect(edited.body.contact).toMatchObject({ id: c.id, name: 'MARIO VERDI', email: '' });

    expect((await a.call(deleteContact, { params: { id: c.id } })).status).toBe(200);
    expect((await list(a)).map((x) => x.name)).toEqual(['BIANCHI']);
    const again = await a.call(deleteContact, { params: { id: c.id } });
    expect(again.status).toBe(404);
  });

  it('refuses an empty name and a malformed e-mail', async () => {
    const a = await signedInWorkshop(ctx);
    const noName = await a.call(createContact, { body: { name: '   ' } });
    expect(noName.status).toBe(400);
    expect(noName.error?.message).toContain(BACKOFFICE_MSG.nameRequired);
    const badMail = await a.call(createContact, { body: { name: 'x', email: 'non-una-mail' } });
    expect(badMail.status).toBe(400);
    expect(badMail.error?.message).toContain(BACKOFFICE_MSG.emailInvalid);
    expect(await list(a)).toEqual([]);
  });

  it("never shows, edits or deletes another workshop's contacts", async () => {
    const a = await signedInWorkshop(ctx);
    const b = await signedInWorkshop(ctx);
    const mine = await add(a, { name: 'solo di a' });
    expect(await list(b)).toEqual([]);
    const edit = await b.call(updateContact, { params: { id: mine.id }, body: { name: 'preso' } });
    expect(edit.status).toBe(404);
    expect((await b.call(deleteContact, { params: { id: mine.id } })).status).toBe(404);
    expect((await list(a)).map((x) => x.name)).toEqual(['SOLO DI A']);
  });
});
