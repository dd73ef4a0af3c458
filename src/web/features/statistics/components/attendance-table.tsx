/**
 * "Promemoria e presenze" (spec 001 §2 statistiche; docs/MESSAGING.md "Customer links"): for
 * the chosen year, one row per month (January first) and a total row, with the reminders
 * sent, the customers' confirmations, cancellations and moves from their link, and the
 * no-shows. The year selector offers the current year (Europe/Rome) and the years the
 * "Risultati Revisioni" table has. On a phone the table scrolls sideways inside its own
 * focusable box; the page does not.
 */
import { useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { AttendanceFigures, AttendanceStatistics } from '@shared/contracts/statistics';
import { MONTHS_IT, todayInRome, yearOf } from '@shared/domain/iso-date';
import { LoadFailedAlert } from '@web/components/load-failed-alert';
import { attendanceQueryOptions } from '../api/get-attendance';
import { STATISTICS_TEXTS as T } from '../texts';

/** The figure columns, left to right. */
const ATTENDANCE_COLUMNS: readonly (keyof AttendanceFigures)[] = [
  'remindersSent',
  'confirmed',
  'cancelled',
  'moved',
  'noShows',
];

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The month column stays put while the figures scroll sideways (phones). A sticky cell
 * needs an opaque background: the page's, with the stripe of an odd row laid over it.
 */
const stickyCell = (striped: boolean): CSSProperties => ({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: 'var(--mantine-color-body)',
  backgroundImage: striped
    ? 'linear-gradient(var(--table-striped-color), var(--table-striped-color))'
    : undefined,
  boxShadow: 'inset -1px 0 0 var(--table-border-color)',
});

/** `years`: the years with inspections (any order); the current Rome year is always offered. */
export function AttendanceSection({ years }: { years: readonly number[] }) {
  const current = yearOf(todayInRome());
  const [year, setYear] = useState(current);
  const choices = [...new Set([current, ...years])].sort((a, b) => b - a).map(String);
  const attendance = useQuery(attendanceQueryOptions(year));
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={3} fz="md">
              {T.attendanceTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {T.attendanceSubtitle}
            </Text>
          </div>
          <Select
            label={T.year}
            data={choices}
            value={String(year)}
            allowDeselect={false}
            onChange={(v) => v && setYear(Number(v))}
            w={120}
          />
        </Group>
        {attendance.isPending && <Loader size="sm" role="status" aria-label={T.attendanceTitle} />}
        {attendance.isError && (
          <LoadFailedAlert
            title={T.attendanceLoadFailed}
            retryLabel={T.reload}
            onRetry={() => void attendance.refetch()}
          />
        )}
        {attendance.data && <AttendanceTable stats={attendance.data} />}
      </Stack>
    </Paper>
  );
}

function AttendanceTable({ stats }: { stats: AttendanceStatistics }) {
  const label = `${T.attendanceTableLabel} ${stats.year}`;
  return (
    // Focusable, so the keyboard can scroll it on a phone (axe scrollable-region-focusable).
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{
        overflowX: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Table
        striped
        withColumnBorders
        withTableBorder
        verticalSpacing={6}
        fz="sm"
        miw={560}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={stickyCell(false)}>
              {T.month}
            </Table.Th>
            {ATTENDANCE_COLUMNS.map((c) => (
              <Table.Th key={c} scope="col" ta="right">
                {T[c]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.months.map((m, i) => (
            <Table.Tr key={m.month}>
              <Table.Th scope="row" fw={500} style={stickyCell(i % 2 === 0)}>
                {capitalized(MONTHS_IT[m.month - 1]!)}
              </Table.Th>
              {ATTENDANCE_COLUMNS.map((c) => (
                <Table.Td key={c} ta="right">
                  {m[c]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" style={stickyCell(false)}>
              {T.total}
            </Table.Th>
            {ATTENDANCE_COLUMNS.map((c) => (
              <Table.Td key={c} ta="right" fw={700}>
                {stats.totals[c]}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
