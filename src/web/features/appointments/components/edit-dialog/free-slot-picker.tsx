/**
 * After "Casella Occupata" on a new appointment: the free slots of the same day, so the
 * typed appointment can be saved elsewhere without retyping anything.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { useDay } from '@web/features/appointments/api/get-day';
import { COLUMN_COUNT } from '@web/features/appointments/lib/grid-model';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

export type FreeSlotPickerProps = {
  date: string;
  timetable: readonly string[];
  onPick: (row: number, column: number) => void;
};

/** A select of the day's free slots and a button to save there. */
export function FreeSlotPicker({ date, timetable, onPick }: FreeSlotPickerProps) {
  const day = useDay(date);
  const [choice, setChoice] = useState<string | null>(null);
  const free = useMemo(() => {
    const taken = new Set((day.data?.appointments ?? []).map((a) => `${a.row}:${a.column}`));
    const out: { value: string; label: string }[] = [];
    timetable.forEach((time, row) => {
      for (let column = 1; column <= COLUMN_COUNT; column++) {
        if (!taken.has(`${row}:${column}`)) {
          out.push({ value: `${row}:${column}`, label: T.slot(time, column) });
        }
      }
    });
    return out;
  }, [day.data, timetable]);
  return (
    <Alert color="red" variant="light" mb="sm" title={T.slotTakenTitle}>
      <Text size="sm" mb={6}>
        {T.slotTakenBody}
      </Text>
      <Group gap="xs" align="flex-end">
        <Select
          aria-label={T.freeSlot}
          placeholder={free.length ? T.freeSlot : T.noFreeSlot}
          data={free}
          value={choice}
          onChange={setChoice}
          searchable
          comboboxProps={{ zIndex: 400 }}
          style={{ flex: '1 1 220px' }}
        />
        <Button
          color="red"
          disabled={!choice}
          onClick={() => {
            if (!choice) return;
            const [r, c] = choice.split(':').map(Number);
            onPick(r!, c!);
          }}
        >
          {T.saveHere}
        </Button>
      </Group>
    </Alert>
  );
}
