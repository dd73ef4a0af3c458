/**
 * The recall form (spec 001 §2 aggiungi_richimo, §5, §9): Nome ("Inserire un nome"),
 * Telefono ("Numero non valido"), Modello ("Inserire il modello del veicolo"), Targa, month
 * and year of expiry (current year to + 4). Name, model and plate are uppercased while
 * typed; "Controlla i campi" when anything is wrong.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ManualRecall, ManualRecallInput } from '@shared/contracts/recalls';
import { isValidMobile, normalizePhone, typedPhone } from '@shared/domain/phone';
import { MONTHS_IT, recallYearChoices } from '@shared/domain/recalls';
import { upper } from '@shared/domain/text';
import { RECALLS_MSG } from '@shared/messages/recalls';
import { SubmitForm } from '@web/components/submit-form';
import { toast } from '@web/lib/toast';
import { RECALLS_TEXTS as T } from '../texts';

type Errors = Partial<Record<'surname' | 'phone' | 'model', string>>;

/** The form's own checks, the same as the server's. */
export function checkRecall(v: ManualRecallInput): Errors {
  const e: Errors = {};
  if (v.surname.trim() === '') e.surname = RECALLS_MSG.nameRequired;
  if (!isValidMobile(normalizePhone(v.phone))) e.phone = RECALLS_MSG.invalidNumber;
  if (v.model.trim() === '') e.model = RECALLS_MSG.modelRequired;
  return e;
}

type Props = {
  initial: ManualRecall | null;
  saving: boolean;
  onSave: (input: ManualRecallInput) => Promise<unknown>;
  onCancel?: () => void;
};

function startValues(r: ManualRecall | null, years: number[]): ManualRecallInput {
  if (!r)
    return {
      surname: '',
      phone: '',
      model: '',
      plate: '',
      year: years[0]!,
      month: new Date().getMonth() + 1,
    };
  return {
    surname: r.surname,
    phone: r.phone,
    model: r.model,
    plate: r.plate,
    year: Number(r.dueMonth.slice(0, 4)),
    month: Number(r.dueMonth.slice(5, 7)),
  };
}

export function ManualRecallForm({ initial, saving, onSave, onCancel }: Props) {
  const years = useMemo(() => recallYearChoices(), []);
  const [v, setV] = useState<ManualRecallInput>(() => startValues(initial, years));
  const [errors, setErrors] = useState<Errors>({});
  const yearData = [...new Set([...years, v.year])].sort().map(String);

  const submit = async () => {
    const found = checkRecall(v);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.warn(RECALLS_MSG.checkFields);
      return;
    }
    try {
      await onSave(v);
      if (!initial) setV(startValues(null, years));
    } catch {
      /* the caller shows the toast */
    }
  };

  return (
    <SubmitForm noValidate onSubmit={() => void submit()}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.name}
            required
            value={v.surname}
            error={errors.surname}
            maxLength={100}
            onChange={(e) => setV({ ...v, surname: upper(e.currentTarget.value) })}
          />
          <TextInput
            label={T.phone}
            required
            inputMode="numeric"
            value={v.phone}
            error={errors.phone}
            maxLength={10}
            onChange={(e) =>
              setV({ ...v, phone: normalizePhone(typedPhone(e.currentTarget.value)) })
            }
          />
          <TextInput
            label={T.model}
            required
            value={v.model}
            error={errors.model}
            maxLength={100}
            onChange={(e) => setV({ ...v, model: upper(e.currentTarget.value) })}
          />
          <TextInput
            label={T.plate}
            value={v.plate}
            maxLength={20}
            onChange={(e) =>
              setV({ ...v, plate: upper(e.currentTarget.value).replace(/\s+/g, '') })
            }
          />
          <Select
            label={T.dueMonth}
            allowDeselect={false}
            data={MONTHS_IT.map((m, i) => ({ value: String(i + 1), label: m }))}
            value={String(v.month)}
            onChange={(x) => x && setV({ ...v, month: Number(x) })}
          />
          <Select
            label={T.dueYear}
            allowDeselect={false}
            data={yearData}
            value={String(v.year)}
            onChange={(x) => x && setV({ ...v, year: Number(x) })}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {T.cancel}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {initial ? T.save : T.insert}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
