/**
 * `#/user/sms_revisioni` "Richiami Revisioni" (spec 001 §2, §5, §9; docs/RECALLS.md): pick a
 * month and an inspection year, see the vehicles due in month / year + 2, filter them and
 * turn the filtered list into an SMS or WhatsApp campaign, letters or an export.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBrandWhatsapp, IconDownload, IconMail, IconMessage } from '@tabler/icons-react';
import type { Channel } from '@shared/contracts/messaging';
import {
  defaultRecallSelection,
  filterRecalls,
  type RecallFilterSet,
} from '@shared/domain/recalls';
import { Panel } from '@web/components/panel';
import { toast } from '@web/lib/toast';
import { recallListQueryOptions } from '../api/recalls';
import { exportCsv, exportXlsx } from '../lib/export';
import { NO_FILTERS } from '../lib/filters';
import { RECALLS_TEXTS as T } from '../texts';
import { CampaignDialog } from './campaign-dialog';
import { LettersDialog } from './letters-dialog';
import { ListStates } from './list-states';
import { RecallFilters } from './recall-filters';
import { RecallSelection } from './recall-selection';
import { RecallTable } from './recall-table';

export type RecallsPageProps = {
  /** +whatsapp, +invia_lettere, +esporta_lista (spec 001 §2). */
  whatsapp: boolean;
  letters: boolean;
  exportList: boolean;
};

export function RecallsPage({ whatsapp, letters, exportList }: RecallsPageProps) {
  const initial = useMemo(() => defaultRecallSelection(), []);
  const [sel, setSel] = useState(initial);
  const [filters, setFilters] = useState<RecallFilterSet>(NO_FILTERS);
  const [dialog, setDialog] = useState<Channel | 'letters' | null>(null);
  const list = useQuery(recallListQueryOptions(sel.year, sel.month));
  const years = useMemo(
    () => Array.from({ length: 8 }, (_, i) => initial.year + 2 - i),
    [initial.year],
  );
  const all = useMemo(() => list.data?.items ?? [], [list.data]);
  const shown = useMemo(() => filterRecalls(all, filters), [all, filters]);
  const name = list.data?.campaignName ?? '';

  const doExport = (kind: 'csv' | 'xlsx') => {
    if (kind === 'csv') exportCsv(shown, name);
    else exportXlsx(shown, name).catch(toast.failure);
  };

  return (
    <Stack gap="md" w="100%" maw={1400} mx="auto">
      <Title order={2}>{T.title}</Title>
      <Panel p="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <RecallSelection
            year={sel.year}
            month={sel.month}
            years={years}
            onChange={(year, month) => setSel({ year, month })}
          />
          <Title order={3} size="h4" aria-live="polite">
            {name}
          </Title>
        </Group>
        <RecallFilters items={all} value={filters} onChange={setFilters} />
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconMessage size={16} />}
            disabled={shown.length === 0}
            onClick={() => setDialog('sms')}
          >
            {T.createSms}
          </Button>
          {whatsapp && (
            <Button
              color="#1f7a35"
              leftSection={<IconBrandWhatsapp size={16} />}
              disabled={shown.length === 0}
              onClick={() => setDialog('wa')}
            >
              {T.createWa}
            </Button>
          )}
          {letters && (
            <Button
              variant="light"
              leftSection={<IconMail size={16} />}
              disabled={shown.length === 0}
              onClick={() => setDialog('letters')}
            >
              {T.letters}
            </Button>
          )}
          {exportList && (
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  disabled={shown.length === 0}
                >
                  {T.exportList}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => doExport('csv')}>{T.exportCsv}</Menu.Item>
                <Menu.Item onClick={() => doExport('xlsx')}>{T.exportXlsx}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          <Text size="sm" c="dimmed" ml="auto">
            {T.shown(shown.length, all.length)}
          </Text>
        </Group>
      </Panel>
      <Paper withBorder radius="md" p="xs" component="section" aria-label={name || T.title}>
        <ListStates list={list} empty={shown.length === 0} emptyText={T.empty} py="xl">
          <RecallTable items={shown} />
        </ListStates>
      </Paper>
      {(dialog === 'sms' || dialog === 'wa') && (
        <CampaignDialog
          channel={dialog}
          defaultName={name}
          year={sel.year}
          month={sel.month}
          filters={filters}
          count={shown.length}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'letters' && (
        <LettersDialog
          items={shown}
          dueMonth={list.data?.dueMonth ?? ''}
          name={name}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
