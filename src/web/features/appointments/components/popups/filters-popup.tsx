/**
 * Filters popup (spec 000 §2): which appointments the grid highlights —
 * Nessuno, No Sincronizzati (sync 0), No Telefono (no phone). The grid applies the filter.
 */
import { Modal, Radio, Stack } from '@mantine/core';
import type { GridFilter } from '@web/features/appointments/lib/grid-model';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

const OPTIONS: { value: GridFilter; label: string }[] = [
  { value: 'none', label: T.filterOptions.none },
  { value: 'unsynced', label: T.filterOptions.unsynced },
  { value: 'nophone', label: T.filterOptions.nophone },
];

type Props = {
  opened: boolean;
  onClose: () => void;
  value: GridFilter;
  onChange: (value: GridFilter) => void;
};

/** Modal "Filtri" with one radio group; choosing an option applies it at once. */
export function FiltersPopup({ opened, onClose, value, onChange }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.filters} centered size="xs">
      <Radio.Group aria-label={T.filters} value={value} onChange={(v) => onChange(v as GridFilter)}>
        <Stack gap="md" py="xs">
          {OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} size="md" />
          ))}
        </Stack>
      </Radio.Group>
    </Modal>
  );
}
