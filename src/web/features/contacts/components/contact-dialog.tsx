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

type Props = {
  /** The contact to edit, `null` for a new one. */
  contact: Contact | null;
  onClose: () => void;
};

export function ContactDialog({ contact, onClose }: Props) {
  const [name, setName] = useState(contact?.name ?? '');
  const [phone, setPhone] = useState(contact?.phone ?? '');
  const [email, setEmail] = useState(contact?.email ?? '');
  const [address, setAddress] = useState(contact?.address ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveContact();

  const submit = async () => {
    if (name.trim() === '') {
      setNameError(BACKOFFICE_MSG.nameRequired);
      return;
    }
    try {
      await save.mutateAsync({ id: contact?.id, body: { name, phone, email, address } });
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
      <TextInput
        label={T.phone}
        type="tel"
        inputMode="tel"
        value={phone}
        maxLength={40}
        onChange={(e) => setPhone(e.currentTarget.value)}
      />
      <TextInput
        label={T.email}
        type="email"
        value={email}
        maxLength={200}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <TextInput
        label={T.address}
        value={address}
        maxLength={200}
        onChange={(e) => setAddress(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
