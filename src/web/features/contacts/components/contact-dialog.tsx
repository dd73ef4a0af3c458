/**
 * Add/edit dialog of the contact book (spec 001 §2 rubrica): Nome (saved uppercase, shown
 * uppercase while typing), Telefono, Email, Indirizzo; SALVA → "Contatto Salvato".
 */
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import type { Contact } from '@shared/contracts/contacts';
import { BACKOFFICE_MSG } from '@shared/messages';
import { upper } from '@shared/domain/text';
import { FormDialog } from '@web/components/form-dialog';
import { toast } from '@web/lib/toast';
import { useSaveContact } from '../api/save-contact';
import { CONTACTS_TEXTS as T } from '../texts';

type DetailKey = 'phone' | 'email' | 'address';

/** The free fields under Nome, in their order, with the contract's lengths. */
const DETAIL_FIELDS: {
  key: DetailKey;
  label: string;
  type?: 'tel' | 'email';
  inputMode?: 'tel';
  maxLength: number;
}[] = [
  { key: 'phone', label: T.phone, type: 'tel', inputMode: 'tel', maxLength: 40 },
  { key: 'email', label: T.email, type: 'email', maxLength: 200 },
  { key: 'address', label: T.address, maxLength: 200 },
];

type Props = {
  /** The contact to edit, `null` for a new one. */
  contact: Contact | null;
  onClose: () => void;
};

export function ContactDialog({ contact, onClose }: Props) {
  const [name, setName] = useState(contact?.name ?? '');
  const [details, setDetails] = useState<Record<DetailKey, string>>({
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    address: contact?.address ?? '',
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveContact();

  const submit = async () => {
    if (name.trim() === '') {
      setNameError(BACKOFFICE_MSG.nameRequired);
      return;
    }
    try {
      await save.mutateAsync({ id: contact?.id, body: { name, ...details } });
      toast.ok(BACKOFFICE_MSG.contactSaved);
      onClose();
    } catch (err) {
      toast.failure(err);
    }
  };

  return (
    <FormDialog
      title={contact ? T.editTitle : T.newTitle}
      onClose={onClose}
      onSubmit={() => void submit()}
      cancelLabel={T.cancel}
      submitLabel={T.save}
      submitting={save.isPending}
      noValidate
      gap="sm"
      buttonsMt="sm"
    >
      <TextInput
        label={T.name}
        required
        data-autofocus
        value={name}
        error={nameError}
        maxLength={100}
        onChange={(e) => {
          setName(upper(e.currentTarget.value));
          setNameError(null);
        }}
      />
      {DETAIL_FIELDS.map(({ key, ...field }) => (
        <TextInput
          key={key}
          {...field}
          value={details[key]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDetails((d) => ({ ...d, [key]: value }));
          }}
        />
      ))}
    </FormDialog>
  );
}
