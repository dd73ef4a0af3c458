/**
 * Tenant ids are bigint (0012_citus_ids, docs/SCALING.md) and still travel as JSON numbers:
 * with the contacts sequence past int4's 2^31, a contact is created, listed, changed and
 * deleted through the API by its id. Runs on PGlite, and on PostgreSQL with DATABASE_URL
 * (where node-postgres reads int8 as text: the schema's `mode: 'number'` turns it back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createContact,
  deleteContact,
  listContacts,
  updateContact,
} from '@shared/contracts/contacts';
import { signedInWorkshop } from '@server/test/sign-in';
import { setupTestApp, type TestContext } from '@server/test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => ctx.close());

const PAST_INT4 = 3_000_000_000;

describe('bigint tenant ids', () => {
  it('creates, lists, changes and deletes a contact whose id is past 2^31', async () => {
    const a = await signedInWorkshop(ctx);
    await ctx.database.db.execute(sql`select setval('contacts_id_seq', ${PAST_INT4})`);
    const created = await a.call(createContact, { body: { name: 'Rossi', phone: '3331234567' } });
    expect(created.status).toBe(201);
    const id = created.body.contact.id;
    expect(typeof id).toBe('number');
    expect(id).toBeGreaterThan(PAST_INT4);

    const list = await a.call(listContacts, { query: { q: 'ROSSI' } });
    expect(list.body.contacts.map((c) => c.id)).toEqual([id]);
    const changed = await a.call(updateContact, {
      params: { id },
      body: { name: 'Rossi Mario', phone: '3331234567' },
    });
    expect([changed.status, changed.body.contact.id]).toEqual([200, id]);
    expect((await a.call(deleteContact, { params: { id } })).status).toBe(200);
    expect((await a.call(deleteContact, { params: { id } })).status).toBe(404);
  });
});
