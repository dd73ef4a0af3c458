/**
 * `#/admin/lista_utenti` (spec 001 §2 admin area, §7 credits lookup, §8, §9): every workshop
 * account with filters (Tutti, Attivi, Non attivi, In scadenza within 30 days, Scaduti) and a
 * text search, its expiry, link_web and SMS credit (read on the server per account; "errore"
 * on failure; red below 200); buttons Nuovo Utente and Notifica tutti; per account Modifica
 * and Entra come utente.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch, IconSpeakerphone, IconUserPlus } from '@tabler/icons-react';
import { Panel } from '@web/components/panel';
import { PageTitle } from '@web/components/page-title';
import { LoadFailedAlert } from '@web/components/load-failed-alert';
import { paths } from '@web/config/paths';
import { creditsQueryOptions, workshopsQueryOptions } from '../api/accounts';
import { useEnterWorkshop } from '../api/admin-session';
import { ACCOUNT_FILTERS, filterAccounts, type AccountFilter } from '../lib/filters';
import { ADMIN_TEXTS as T } from '../texts';
import { AccountList } from './account-list';

export { editHref } from './account-actions';

export function AccountsPage() {
  const list = useQuery(workshopsQueryOptions());
  const credits = useQuery(creditsQueryOptions());
  const enter = useEnterWorkshop();
  const [filter, setFilter] = useState<AccountFilter>('tutti');
  const [search, setSearch] = useState('');
  const today = list.data?.today ?? '';
  const all = list.data?.workshops;
  const shown = useMemo(
    () => (all ? filterAccounts(all, filter, search, today) : []),
    [all, filter, search, today],
  );
  const creditOf = useMemo(
    () => new Map((credits.data ?? []).map((c) => [c.id, c.credit])),
    [credits.data],
  );

  return (
    <Stack gap="md" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" gap="sm">
        <PageTitle>{T.listTitle}</PageTitle>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.admin.nuovoUtente}
            leftSection={<IconUserPlus size={18} />}
          >
            {T.newUser}
          </Button>
          <Button
            component={Link}
            to={paths.admin.notificaTutti}
            variant="light"
            leftSection={<IconSpeakerphone size={18} />}
          >
            {T.notifyAll}
          </Button>
        </Group>
      </Group>

      <Panel p="sm">
        <TextInput
          label={T.search}
          placeholder={T.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Group gap="xs" role="radiogroup" aria-label={T.filter}>
          <Chip.Group value={filter} onChange={(v) => setFilter(v as AccountFilter)}>
            {ACCOUNT_FILTERS.map((f) => (
              <Chip key={f} value={f} size="sm" variant="outline">
                {T.filters[f]}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      </Panel>

      {list.isError ? (
        <LoadFailedAlert
          title={T.loadError}
          retryLabel={T.retry}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <AccountList
          accounts={shown}
          today={today}
          busy={list.isPending}
          creditsLoading={credits.isPending}
          creditOf={creditOf}
          entering={enter.isPending ? (enter.variables ?? null) : null}
          onEnter={(id) => enter.mutate(id)}
        />
      )}
      {!list.isPending && !list.isError && shown.length === 0 && (
        <Text c="dimmed" ta="center" p="lg">
          {T.noAccounts}
        </Text>
      )}
      {all && (
        <Text size="sm" c="dimmed">
          {T.count(shown.length, all.length)}
        </Text>
      )}
    </Stack>
  );
}
