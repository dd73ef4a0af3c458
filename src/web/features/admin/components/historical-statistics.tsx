/**
 * The super-admin's editor of an account's historical statistics (spec 001 §2 statistiche:
 * the years 2015–2020 a workshop had before ReviApp, shown in Statistiche with +mod_kuma):
 * a year × month table of inspection counts, saved as a whole
 * (`GET`/`PUT /admin/workshops/:id/historical-statistics`). Counts are whole numbers from 0;
 * the server refuses anything else with its Italian message.
 */
import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getHistoricalStatistics,
  HISTORICAL_YEARS,
  saveHistoricalStatistics,
  type HistoricalStatistics,
} from '@shared/contracts/statistics';
import { MONTHS_IT } from '@shared/domain/iso-date';
import { call } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { adminKeys } from '../keys';
import { ADMIN_TEXTS as T } from '../texts';

type Grid = Record<number, number[]>;

const toGrid = (h: HistoricalStatistics): Grid =>
  Object.fromEntries(
    HISTORICAL_YEARS.map((y) => [
      y,
      h.years.find((r) => r.year === y)?.months ?? Array.from({ length: 12 }, () => 0),
    ]),
  );

const short = (month: string) => month.slice(0, 3).toUpperCase();

export function HistoricalStatisticsEditor({ id }: { id: number }) {
  const q = useQuery({
    queryKey: adminKeys.historical(id),
    queryFn: () => call(getHistoricalStatistics, { params: { id } }),
  });
  if (!q.data) return null;
  return <Editor key={q.dataUpdatedAt} id={id} initial={toGrid(q.data)} />;
}

function Editor({ id, initial }: { id: number; initial: Grid }) {
  const qc = useQueryClient();
  const [grid, setGrid] = useState(initial);
  const save = useMutation({
    mutationFn: () =>
      call(saveHistoricalStatistics, {
        params: { id },
        body: { years: HISTORICAL_YEARS.map((year) => ({ year, months: grid[year]! })) },
      }),
    onSuccess: async () => {
      toast.ok(T.saved);
      await qc.invalidateQueries({ queryKey: adminKeys.historical(id) });
    },
    onError: toast.failure,
  });
  const set = (year: number, month: number, value: number) =>
    setGrid((g) => ({ ...g, [year]: g[year]!.map((v, i) => (i === month ? value : v)) }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={T.historicalTitle}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {T.historicalTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {T.historicalHint}
        </Text>
        <Table.ScrollContainer minWidth={900} tabIndex={0} aria-label={T.historicalTitle}>
          <Table fz="sm" verticalSpacing={4} horizontalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{T.historicalYear}</Table.Th>
                {MONTHS_IT.map((m) => (
                  <Table.Th key={m} scope="col">
                    {short(m)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {HISTORICAL_YEARS.map((year) => (
                <Table.Tr key={year}>
                  <Table.Th scope="row">{year}</Table.Th>
                  {MONTHS_IT.map((m, i) => (
                    <Table.Td key={m}>
                      <NumberInput
                        aria-label={T.historicalCell(m, year)}
                        value={grid[year]![i]}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        size="xs"
                        w={60}
                        onChange={(v) => set(year, i, typeof v === 'number' ? v : 0)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {T.historicalSave}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
