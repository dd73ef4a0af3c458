/** impostazioni_web's opening-hours grid (spec 001 §3 orari_lavoro): timetable row × Monday..Saturday checkboxes, with quick fills. */
import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { BOOKING_WEEKDAYS } from '@shared/domain/web-booking';
import { copyMonday, fillAll, morningsOnly, toggle, type Hours } from '../lib/hours';
import { SETTINGS_TEXTS } from '../texts';

const T = SETTINGS_TEXTS.web;

export function HoursGrid(p: {
  timetable: readonly string[];
  hours: Hours;
  onChange: (h: Hours) => void;
}) {
  const rows = p.timetable.length;
  return (
    <>
      <Text size="sm" c="dimmed">
        {T.hoursHint}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => p.onChange(fillAll(rows, 's'))}>
          {T.allOpen}
        </Button>
        <Button size="xs" variant="default" onClick={() => p.onChange(fillAll(rows, 'n'))}>
          {T.allClosed}
        </Button>
        <Button size="xs" variant="default" onClick={() => p.onChange(morningsOnly(p.timetable))}>
          {T.mornings}
        </Button>
        <Button size="xs" variant="default" onClick={() => p.onChange(copyMonday(p.hours))}>
          {T.copyMonday}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={280}>
        <Table
          striped
          withTableBorder
          verticalSpacing={2}
          horizontalSpacing={6}
          aria-label={T.hours}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.hoursColumn}</Table.Th>
              {BOOKING_WEEKDAYS.map((d) => (
                <Table.Th key={d.key} ta="center">
                  {d.name.slice(0, 3)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.timetable.map((time, row) => (
              <Table.Tr key={time}>
                <Table.Th scope="row">{time}</Table.Th>
                {BOOKING_WEEKDAYS.map((d) => (
                  <Table.Td key={d.key} ta="center">
                    <Checkbox
                      size="xs"
                      styles={{ body: { justifyContent: 'center' } }}
                      aria-label={`${d.name} ${time}`}
                      checked={p.hours[d.key]?.[row] === 's'}
                      onChange={() => p.onChange(toggle(p.hours, d.key, row))}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
