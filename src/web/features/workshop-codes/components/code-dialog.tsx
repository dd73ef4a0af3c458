/**
 * Add/edit dialog of Codici Officine (spec 001 §2 officine, §5): nome, provincia, codice,
 * indirizzo, autorizzazione — uppercased while typing and saved uppercase; SALVA → "Salvato".
 */
import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { WorkshopCode } from '@shared/contracts/workshop-codes';
import { BACKOFFICE_MSG, COMMON_MSG } from '@shared/messages';
import { upper } from '@shared/domain/text';
import { FormDialog } from '@web/components/form-dialog';
import { toast } from '@web/lib/toast';
import { useSaveCode } from '../api/save-code';
import { CODES_TEXTS as T } from '../texts';

type Fields = Omit<WorkshopCode, 'id'>;
const EMPTY: Fields = { name: '', province: '', code: '', address: '', authorization: '' };

export function CodeDialog({ code, onClose }: { code: WorkshopCode | null; onClose: () => void }) {
  const [f, setF] = useState<Fields>(code ?? EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveCode();

  const field = (key: keyof Fields, label: string, max: number, autoFocus = false) => (
    <TextInput
      label={label}
      required={key === 'name'}
      data-autofocus={autoFocus || undefined}
      value={f[key]}
      maxLength={max}
      error={key === 'name' ? nameError : undefined}
      onChange={(e) => {
        const value = upper(e.currentTarget.value);
        setF((prev) => ({ ...prev, [key]: value }));
        if (key === 'name') setNameError(null);
      }}
    />
  );

  const submit = async () => {
    if (f.name.trim() === '') {
      setNameError(BACKOFFICE_MSG.nameRequired);
      return;
    }
    try {
      await save.mutateAsync({ id: code?.id, body: f });
      toast.ok(COMMON_MSG.saved);
      onClose();
    } catch (err) {
      toast.failure(err);
    }
  };

  return (
    <FormDialog
      title={code ? T.editTitle : T.newTitle}
      onClose={onClose}
      onSubmit={() => void submit()}
      cancelLabel={T.cancel}
      submitLabel={T.save}
      submitting={save.isPending}
      size="lg"
      noValidate
      gap="sm"
      buttonsMt="sm"
    >
      {field('name', T.name, 100, true)}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('province', T.province, 40)}
        {field('code', T.code, 40)}
      </SimpleGrid>
      {field('address', T.address, 200)}
      {field('authorization', T.authorization, 100)}
    </FormDialog>
  );
}
