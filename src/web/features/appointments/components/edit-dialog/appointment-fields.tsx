/**
 * The inputs of the edit dialog (spec 000 §2, CONTRACT labels): Telefono, Nome, Modello
 * (suggestions), Targa, Tipo veicolo, Stato web, Note, Intestatario, Indirizzo
 * (+visualizza_indirizzo), E-mail (+visualizza_email), switches Promemoria, Richiamo, Lettera,
 * and Non contattare (the workshop's list, docs/MESSAGING.md "Non contattare").
 */
import { Autocomplete, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { VEHICLE_TYPE_LABELS, WEB_LABELS } from '@shared/domain/status';
import { VEHICLE_MODEL_SUGGESTIONS } from '@shared/domain/vehicle-models';
import { APPOINTMENTS_MSG } from '@shared/messages';
import { phoneInvalid, phoneNotMobile } from '@web/features/appointments/lib/appointment-form';
import type { EditForm } from './use-edit-form';
import { OptOutToggle } from './opt-out-toggle';
import { FIELD_TEXTS as F } from '@web/features/appointments/texts';

const VEHICLE_TYPE_DATA = Object.entries(VEHICLE_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const WEB_DATA = Object.entries(WEB_LABELS).map(([value, label]) => ({ value, label }));
const MODEL_DATA = [...VEHICLE_MODEL_SUGGESTIONS];
/** Dropdowns must sit above the dialog (it uses z-index 300). */
const COMBO = { zIndex: 400 } as const;

export type AppointmentFieldsProps = {
  form: EditForm;
  showAddress: boolean;
  showEmail: boolean;
};

/** The fields, two per line on wide screens and one per line on phones. */
export function AppointmentFields({ form, showAddress, showEmail }: AppointmentFieldsProps) {
  const { values, setText, setSwitch, setSelect } = form;
  return (
    <>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={F.phone}
          inputMode="tel"
          autoComplete="off"
          data-autofocus={form.isNew ? true : undefined}
          value={values.phone}
          onChange={(e) => setText('phone', e.currentTarget.value)}
          error={phoneInvalid(values) ? APPOINTMENTS_MSG.invalidPhone : undefined}
          // A landline or a foreign number is saved; it just gets no SMS (spec 000 §5).
          description={phoneNotMobile(values) ? APPOINTMENTS_MSG.invalidMobile : undefined}
          styles={{ description: { color: 'var(--mantine-color-orange-8)' } }}
        />
        <TextInput
          label={F.surname}
          autoComplete="off"
          data-autofocus={form.isNew ? undefined : true}
          value={values.surname}
          onChange={(e) => setText('surname', e.currentTarget.value)}
        />
        <Autocomplete
          label={F.model}
          autoComplete="off"
          data={MODEL_DATA}
          limit={8}
          value={values.model}
          onChange={(v) => setText('model', v)}
          comboboxProps={COMBO}
        />
        <TextInput
          label={F.plate}
          autoComplete="off"
          value={values.plate}
          onChange={(e) => setText('plate', e.currentTarget.value)}
        />
        <Select
          label={F.vehicleType}
          data={VEHICLE_TYPE_DATA}
          allowDeselect={false}
          value={values.vehicleType}
          onChange={(v) => setSelect('vehicleType', v)}
          comboboxProps={COMBO}
        />
        <Select
          label={F.web}
          data={WEB_DATA}
          allowDeselect={false}
          value={values.web}
          onChange={(v) => setSelect('web', v)}
          comboboxProps={COMBO}
        />
      </SimpleGrid>
      <TextInput
        mt="xs"
        label={F.note}
        autoComplete="off"
        value={values.note}
        onChange={(e) => setText('note', e.currentTarget.value)}
      />
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="xs">
        <TextInput
          label={F.holder}
          autoComplete="off"
          value={values.holder}
          onChange={(e) => setText('holder', e.currentTarget.value)}
        />
        {showAddress ? (
          <TextInput
            label={F.address}
            autoComplete="off"
            value={values.address}
            onChange={(e) => setText('address', e.currentTarget.value)}
          />
        ) : null}
        {showEmail ? (
          <TextInput
            label={F.email}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => setText('email', e.currentTarget.value)}
          />
        ) : null}
      </SimpleGrid>
      <Group gap="lg" mt="md">
        <Switch
          label={F.reminder}
          checked={values.reminder}
          onChange={(e) => setSwitch('reminder', e.currentTarget.checked)}
        />
        <Switch
          label={F.recall}
          checked={values.recall}
          onChange={(e) => setSwitch('recall', e.currentTarget.checked)}
        />
        <Switch
          label={F.letter}
          checked={values.letter}
          onChange={(e) => setSwitch('letter', e.currentTarget.checked)}
        />
      </Group>
      <Group mt="sm">
        <OptOutToggle phone={values.phone} />
      </Group>
    </>
  );
}
