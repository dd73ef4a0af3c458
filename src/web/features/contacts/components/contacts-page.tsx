/**
 * RUBRICA (spec 001 §2 rubrica): search box, list, add/edit dialog, delete with
 * confirmation ("Eliminato"), a reload button when loading fails; phone numbers dial or
 * copy on click. The screen is the shared `SearchableListPage`.
 */
import type { Contact } from '@shared/contracts/contacts';
import { PhoneActions } from '@web/components/phone-actions';
import { SearchableListPage } from '@web/components/searchable-list-page';
import { contactsQueryOptions } from '../api/list-contacts';
import { useDeleteContact } from '../api/save-contact';
import { CONTACTS_TEXTS as T } from '../texts';
import { ContactDialog } from './contact-dialog';

export function ContactsPage() {
  const remove = useDeleteContact();
  return (
    <SearchableListPage
      texts={T}
      maxWidth={1100}
      query={contactsQueryOptions}
      rowsOf={(d) => ({ rows: d.contacts, truncated: d.truncated })}
      subtitle={{
        text: (c: Contact) => [c.email, c.address].filter(Boolean).join(' · '),
        hiddenFrom: 'sm',
      }}
      columns={[
        { header: T.phone, cell: (c) => <PhoneActions phone={c.phone} /> },
        { header: T.email, cell: (c) => c.email, visibleFrom: 'sm' },
        { header: T.address, cell: (c) => c.address, visibleFrom: 'md' },
      ]}
      remove={(c) => remove.mutateAsync(c.id)}
      dialog={(contact, close) => <ContactDialog contact={contact} onClose={close} />}
    />
  );
}
