/** Scadenza with the "+1 anno" shortcut (spec 001 §9: adds 366 days). */
import { Button, Group, TextInput } from '@mantine/core';
import { addDays, isIsoDate } from '@shared/domain/iso-date';
import { PLUS_YEAR_DAYS } from '../lib/filters';
import { ADMIN_TEXTS as T } from '../texts';

type Props = { value: string; onChange: (v: string) => void; today: string; error?: string };

export function ExpiryInput({ value, onChange, today, error }: Props) {
  // "+1 anno" counts from the current expiry, or from today when there is none.
  const base = isIsoDate(value) && value > today ? value : today;
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        type="date"
        label={T.expiry}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={() => onChange(addDays(base, PLUS_YEAR_DAYS))}>
        {T.plusYear}
      </Button>
    </Group>
  );
}
