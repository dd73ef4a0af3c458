/**
 * DATI PERSONALI, a tab of the Archivio (docs/PRIVACY.md "Answering a request"; spec 001
 * §2 archivio): the desk types a phone and/or a plate and presses Cerca; the screen
 * shows how many rows of each kind the workshop holds about that person and whether the
 * phone is on the Non contattare list. "Scarica (JSON)" saves the whole answer as
 * `dati-personali-<date>.json` (GDPR art. 15, 20); "Anonimizza", after a confirm, erases it
 * (art. 17), shows what changed and searches again. Bad input shows the server's message.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { SUBJECT_KINDS, type ErasedCounts, type SubjectData } from '@shared/contracts/privacy';
import { todayInRome } from '@shared/domain/iso-date';
import { confirmAction } from '@web/components/confirm';
import { ApiError } from '@web/lib/api-client';
import { toastError } from '@web/lib/toast';
import { COMMON_MSG } from '@shared/messages';
import { eraseSubject, subjectQueryOptions, type SubjectQuery } from '../api/subject';
import { PRIVACY_TEXTS as T } from '../texts';

export function PersonalData() {
  const [phone, setPhone] = useState('');
  const [plate, setPlate] = useState('');
  const [subject, setSubject] = useState<SubjectQuery | null>(null);
  const [erased, setErased] = useState<ErasedCounts | null>(null);
  const [erasing, setErasing] = useState(false);
  const result = useQuery({
    ...subjectQueryOptions(subject ?? { phone: '', plate: '' }),
    enabled: subject !== null,
  });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setErased(null);
    const next = { phone: phone.trim(), plate: plate.trim() };
    if (subject && next.phone === subject.phone && next.plate === subject.plate)
      void result.refetch();
    else setSubject(next);
  };

  const onErase = async () => {
    if (!subject) return;
    const yes = await confirmAction({
      title: T.confirmTitle,
      message: T.confirmMessage,
      confirmLabel: T.confirm,
      danger: true,
    });
    if (!yes) return;
    setErasing(true);
    try {
      setErased(await eraseSubject(subject));
      await result.refetch();
    } catch (err) {
      toastError(err);
    } finally {
      setErasing(false);
    }
  };

  const errorText =
    result.error instanceof ApiError ? result.error.message : COMMON_MSG.serverError;

  return (
    <Stack gap="md" maw={720} w="100%">
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <form onSubmit={onSearch}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={T.phone}
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            inputMode="tel"
            autoComplete="off"
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label={T.plate}
            value={plate}
            onChange={(e) => setPlate(e.currentTarget.value)}
            autoComplete="off"
            style={{ flex: '1 1 140px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} loading={result.isFetching}>
            {T.search}
          </Button>
        </Group>
      </form>
      {subject && result.isError && (
        <Alert color="red" title={T.loadFailed} role="alert">
          {errorText}
        </Alert>
      )}
      {erased && <ErasedSummary erased={erased} />}
      {subject && result.isSuccess && (
        <SubjectSummary data={result.data} erasing={erasing} onErase={() => void onErase()} />
      )}
    </Stack>
  );
}

/** Rows held about the person (0 of everything: nothing found). */
function rowCount(data: SubjectData): number {
  return SUBJECT_KINDS.reduce((n, k) => n + data[k].length, 0);
}

/** Saves `data` as a JSON file named after today's date (Europe/Rome). */
function download(data: SubjectData): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = T.fileName(todayInRome());
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function SubjectSummary({
  data,
  erasing,
  onErase,
}: {
  data: SubjectData;
  erasing: boolean;
  onErase: () => void;
}) {
  const total = rowCount(data);
  const optOut = data.optOut;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {T.results}
        </Title>
        <Table aria-label={T.results} withRowBorders>
          <Table.Tbody>
            {SUBJECT_KINDS.map((k) => (
              <Table.Tr key={k}>
                <Table.Th scope="row">{T.kinds[k]}</Table.Th>
                <Table.Td ta="right">{data[k].length}</Table.Td>
              </Table.Tr>
            ))}
            {optOut && (
              <Table.Tr>
                <Table.Th scope="row">{T.optOut}</Table.Th>
                <Table.Td ta="right">{optOut.listed ? T.yes : T.no}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        {total === 0 && <Text c="dimmed">{T.nothing}</Text>}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download(data)}
          >
            {T.download}
          </Button>
          {total > 0 && (
            <Button
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={erasing}
              onClick={onErase}
            >
              {T.erase}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function ErasedSummary({ erased }: { erased: ErasedCounts }) {
  const lines = [
    ...SUBJECT_KINDS.map((k) => [T.kinds[k], erased[k]] as const),
    [T.erasedKinds.stopLinks, erased.stopLinks] as const,
    [T.erasedKinds.archiveWords, erased.archiveWords] as const,
  ].filter(([, n]) => n > 0);
  return (
    // Dark title text: Mantine's light green title misses the 4.5:1 contrast (axe).
    <Alert
      color="green"
      title={T.erased}
      role="status"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {lines.map(([label, n]) => (
          <Text component="li" size="sm" key={label}>
            {label}: {n}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
