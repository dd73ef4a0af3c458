/**
 * RUBRICA (spec 001 §2 rubrica, §3 rubrica): contacts of one workshop. Every statement
 * carries `workshop_id`; a contact of another workshop is "not found".
 */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { CONTACTS_LIST_MAX, type Contact } from '@shared/contracts/contacts';
import { BACKOFFICE_MSG } from '@shared/messages';
import type { DbOrTx } from '@server/db/client';
import { contacts } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import { containsPattern } from '@server/lib/like';

type Fields = Omit<Contact, 'id'>;

const columns = {
  id: contacts.id,
  name: contacts.name,
  phone: contacts.phone,
  email: contacts.email,
  address: contacts.address,
};

/**
 * Contacts whose name, phone, e-mail or address contains `q` (case ignored; all when `q`
 * is empty), by name; `truncated` when more than `CONTACTS_LIST_MAX` matched.
 */
export async function listContacts(
  db: DbOrTx,
  workshopId: number,
  q: string,
): Promise<{ contacts: Contact[]; truncated: boolean }> {
  const p = containsPattern(q);
  const match =
    q === ''
      ? undefined
      : or(
          ilike(contacts.name, p),
          ilike(contacts.phone, p),
          ilike(contacts.email, p),
          ilike(contacts.address, p),
        );
  const rows = await db
    .select(columns)
    .from(contacts)
    .where(and(eq(contacts.workshopId, workshopId), match))
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(CONTACTS_LIST_MAX + 1);
  return { contacts: rows.slice(0, CONTACTS_LIST_MAX), truncated: rows.length > CONTACTS_LIST_MAX };
}

/** Inserts a contact; returns it. */
export async function createContact(
  db: DbOrTx,
  workshopId: number,
  input: Fields,
): Promise<Contact> {
  const [row] = await db
    .insert(contacts)
    .values({ workshopId, ...input })
    .returning(columns);
  return row!;
}

/** Replaces a contact's fields; throws 404 when `id` is not this workshop's. */
export async function updateContact(
  db: DbOrTx,
  workshopId: number,
  id: number,
  input: Fields,
): Promise<Contact> {
  const [row] = await db
    .update(contacts)
    .set(input)
    .where(and(eq(contacts.workshopId, workshopId), eq(contacts.id, id)))
    .returning(columns);
  if (!row) throw notFound(BACKOFFICE_MSG.contactNotFound);
  return row;
}

/** Deletes a contact; throws 404 when `id` is not this workshop's. */
export async function deleteContact(db: DbOrTx, workshopId: number, id: number): Promise<void> {
  const gone = await db
    .delete(contacts)
    .where(and(eq(contacts.workshopId, workshopId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  if (gone.length === 0) throw notFound(BACKOFFICE_MSG.contactNotFound);
}
