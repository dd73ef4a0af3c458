/**
 * The four filters of the recall list (spec 001 §2 sms_revisioni): Invio SMS/WA, Telefono
 * valido, Invio lettera, Indirizzo valido, each SI / NO / Tutti with its count.
 */
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { RecallItem } from '@shared/contracts/recalls';
import type { RecallFilterSet, TriFilter } from '@shared/domain/recalls';
import { choiceCounts, FILTER_NAMES, type FilterName } from '../lib/filters';
import { RECALLS_TEXTS as T } from '../texts';

const LABELS: Record<FilterName, string> = {
  sms: T.filterSms,
  phone: T.filterPhone,
  letter: T.filterLetter,
  address: T.filterAddress,
};

type Props = {
  items: readonly RecallItem[];
  value: RecallFilterSet;
  onChange: (next: RecallFilterSet) => void;
};

export function RecallFilters({ items, value, onChange }: Props) {
  return (
    <Group gap="md" wrap="wrap" align="flex-end" role="group" aria-label={T.filters}>
      {FILTER_NAMES.map((name) => {
        const n = choiceCounts(items, value, name);
        const id = `recall-filter-${name}`;
        return (
          <Stack key={name} gap={2}>
            <Text id={id} size="sm" fw={500}>
              {LABELS[name]}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby={id}
              value={value[name]}
              onChange={(v) => onChange({ ...value, [name]: v as TriFilter })}
              data={[
                { value: 'si', label: T.count(T.yes, n.si) },
                { value: 'no', label: T.count(T.no, n.no) },
                { value: 'any', label: T.count(T.any, n.any) },
              ]}
            />
          </Stack>
        );
      })}
    </Group>
  );
}
