/**
 * ARCHIVIO (spec 001 §2 archivio): one search box over every year; results newest first
 * with date and slot. A result is a link to `#/user/appuntamenti?data=&riga=&colonna=`
 * (spec 000 §2 archive → grid deep link), which opens the day with that cell selected.
 * The "Dati personali" view finds, downloads and anonymises one person's data
 * (`personal-data.tsx`, docs/PRIVACY.md).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  Stack,
  Button,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconShieldLock } from '@tabler/icons-react';
import type { ArchiveHit } from '@shared/contracts/archive';
import { formatSlashed } from '@shared/domain/iso-date';
import { isSearchable } from '@shared/domain/search-text';
import { STATUS_COLORS, STATUS_LABELS, type AppointmentStatus } from '@shared/domain/status';
import { appointmentsHref } from '@web/config/paths';
import { LoadFailedAlert } from '@web/components/load-failed-alert';
import { archiveQueryOptions } from '../api/search-archive';
import { ARCHIVE_TEXTS as T } from '../texts';
import classes from './archive.module.css';

// Its own chunk: the route's preload list (in the desk's bundle) stays as it was.
const PersonalData = lazy(() =>
  import('./personal-data').then((m) => ({ default: m.PersonalData })),
);

export function ArchivePage() {
  const [view, setView] = useState<'search' | 'personal'>('search');
  return (
    <Stack gap="md" maw={960} mx="auto" w="100%">
      <Title order={2}>{T.title}</Title>
      {/* Two views; plain toggle buttons keep the route's preload list as it was. */}
      <Group gap="xs" role="group" aria-label={T.title}>
        <Button
          variant={view === 'search' ? 'filled' : 'default'}
          aria-pressed={view === 'search'}
          leftSection={<IconSearch size={16} />}
          onClick={() => setView('search')}
        >
          {T.searchTab}
        </Button>
        <Button
          variant={view === 'personal' ? 'filled' : 'default'}
          aria-pressed={view === 'personal'}
          leftSection={<IconShieldLock size={16} />}
          onClick={() => setView('personal')}
        >
          {T.personalDataTab}
        </Button>
      </Group>
      {view === 'search' ? (
        <ArchiveSearch />
      ) : (
        <Suspense fallback={<Loader size="sm" />}>
          <PersonalData />
        </Suspense>
      )}
    </Stack>
  );
}

/** The search over every year and its results. */
function ArchiveSearch() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const result = useQuery(archiveQueryOptions(q));
  const searchable = isSearchable(q);
  const hits = searchable ? (result.data?.results ?? []) : [];

  return (
    <Stack gap="md">
      <TextInput
        aria-label={T.search}
        placeholder={T.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        rightSection={result.isFetching ? <Loader size="xs" /> : null}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        type="search"
        size="md"
        data-autofocus
        // The archive is a search screen: the desk types at once (spec 001 §2 archivio).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {!searchable && (
        <Text c="dimmed" size="sm">
          {T.hint}
        </Text>
      )}
      {searchable && result.isError && (
        <LoadFailedAlert
          title={T.loadFailed}
          retryLabel={T.retry}
          onRetry={() => void result.refetch()}
        />
      )}
      {searchable && result.isSuccess && hits.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {T.none}
        </Text>
      )}
      {hits.length > 0 && (
        <Stack component="ul" gap={6} p={0} m={0} aria-label={T.results} className={classes.list}>
          {hits.map((h) => (
            <li key={h.id}>
              <HitLink hit={h} />
            </li>
          ))}
        </Stack>
      )}
      {searchable && result.data?.truncated && (
        <Text size="sm" c="dimmed">
          {T.truncated(hits.length)}
        </Text>
      )}
    </Stack>
  );
}

function HitLink({ hit }: { hit: ArchiveHit }) {
  const date = formatSlashed(hit.date);
  const status = hit.status as AppointmentStatus;
  return (
    <UnstyledButton
      component={Link}
      to={appointmentsHref(hit.date, hit.row, hit.column)}
      className={classes.hit}
    >
      <Paper withBorder radius="md" px="md" py="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Stack gap={0} w={108} style={{ flexShrink: 0 }}>
              <Text fw={700} size="sm">
                {date}
              </Text>
              <Text size="xs" c="dimmed">
                {hit.time || '—'} · {T.column(hit.column)}
              </Text>
            </Stack>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {hit.surname}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[hit.model, hit.plate, hit.phone].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
          {status !== 0 && (
            <Badge
              color="gray"
              variant="light"
              c="dark.7"
              leftSection={
                <ColorSwatch
                  color={`var(--mantine-color-${STATUS_COLORS[status] ?? 'gray'}-6)`}
                  size={10}
                  withShadow={false}
                />
              }
            >
              {STATUS_LABELS[status] ?? ''}
            </Badge>
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
