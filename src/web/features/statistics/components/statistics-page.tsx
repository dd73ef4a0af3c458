/**
 * STATISTICHE — "Risultati Revisioni" (spec 001 §2 statistiche, §9): a table by year and
 * month of inspections done (stato 2 or 3) with totals, historical years (+mod_kuma)
 * flagged, and a bar chart loaded as its own chunk; under them "Promemoria e presenze" of a
 * chosen year (./attendance-table.tsx).
 */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Statistics } from '@shared/contracts/statistics';
import { MONTHS_IT } from '@shared/domain/iso-date';
import { LoadFailedAlert } from '@web/components/load-failed-alert';
import { statisticsQueryOptions } from '../api/get-statistics';
import { AttendanceSection } from './attendance-table';
import { STATISTICS_TEXTS as T } from '../texts';

const StatisticsChart = lazy(() => import('./statistics-chart'));

export function StatisticsPage() {
  const stats = useQuery(statisticsQueryOptions());
  return (
    <Stack gap="md" maw={1200} mx="auto" w="100%">
      <div>
        <Title order={2}>{T.title}</Title>
        <Text c="dimmed" size="sm">
          {T.subtitle}
        </Text>
      </div>
      {stats.isPending && <Loader role="status" aria-label={T.title} />}
      {stats.isError && (
        <LoadFailedAlert
          title={T.loadFailed}
          retryLabel={T.reload}
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.data && stats.data.years.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {T.empty}
        </Text>
      )}
      {stats.data && stats.data.years.length > 0 && (
        <>
          <StatisticsTable stats={stats.data} />
          <Paper withBorder radius="lg" p="md">
            <Title order={3} fz="md" mb="sm">
              {T.chartTitle}
            </Title>
            <Suspense fallback={<Loader size="sm" />}>
              <StatisticsChart stats={stats.data} />
            </Suspense>
          </Paper>
        </>
      )}
      {!stats.isPending && <AttendanceSection years={stats.data?.years.map((y) => y.year) ?? []} />}
    </Stack>
  );
}

function StatisticsTable({ stats }: { stats: Statistics }) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      {/* Focusable, so the keyboard can scroll it on a phone (axe scrollable-region-focusable). */}
      <div tabIndex={0} role="region" aria-label={T.tableLabel} style={{ overflowX: 'auto' }}>
        <Table
          striped
          withColumnBorders
          verticalSpacing={6}
          fz="sm"
          miw={860}
          aria-label={T.tableLabel}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{T.year}</Table.Th>
              {T.months.map((m, i) => (
                <Table.Th key={m} scope="col" ta="right">
                  <abbr title={MONTHS_IT[i]} style={{ textDecoration: 'none' }}>
                    {m}
                  </abbr>
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {T.total}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.years.map((y) => (
              <Table.Tr key={y.year}>
                <Table.Th scope="row">
                  {y.year}{' '}
                  {y.historical && (
                    <Badge size="xs" variant="light" color="gray" title={T.historicalHint}>
                      {T.historical}
                    </Badge>
                  )}
                </Table.Th>
                {y.months.map((n, i) => (
                  <Table.Td key={i} ta="right">
                    {n}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={700}>
                  {y.total}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{T.total}</Table.Th>
              {stats.monthTotals.map((n, i) => (
                <Table.Td key={i} ta="right" fw={700}>
                  {n}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={800}>
                {stats.total}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
    </Paper>
  );
}
