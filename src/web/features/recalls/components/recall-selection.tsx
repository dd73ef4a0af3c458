/** Month and year selectors of the recall list (spec 001 §9: default month, year − 2). */
import { Group, Select } from '@mantine/core';
import { MONTHS_IT } from '@shared/domain/recalls';
import { RECALLS_TEXTS as T } from '../texts';

const MONTH_DATA = MONTHS_IT.map((m, i) => ({ value: String(i + 1), label: m }));

type Props = {
  year: number;
  month: number;
  /** Choosable inspection years, newest first. */
  years: readonly number[];
  onChange: (year: number, month: number) => void;
};

export function RecallSelection({ year, month, years, onChange }: Props) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={T.month}
        data={MONTH_DATA}
        value={String(month)}
        allowDeselect={false}
        onChange={(v) => v && onChange(year, Number(v))}
        w={160}
      />
      <Select
        label={T.year}
        data={years.map(String)}
        value={String(year)}
        allowDeselect={false}
        onChange={(v) => v && onChange(Number(v), month)}
        w={140}
      />
    </Group>
  );
}
