/**
 * CODICI OFFICINE (spec 001 §2 officine, +mod_kuma): search (uppercased), list, add/edit
 * dialog, delete with confirmation ("Eliminato"), reload when loading fails.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { WorkshopCode } from '@shared/contracts/workshop-codes';
import { COMMON_MSG } from '@shared/messages';
import { upper } from '@shared/domain/text';
import { confirmDelete } from '@web/components/confirm';
import { toast } from '@web/lib/toast';
import { LoadFailedAlert } from '@web/components/load-failed-alert';
import { codesQueryOptions } from '../api/list-codes';
import { useDeleteCode } from '../api/save-code';
import { CODES_TEXTS as T } from '../texts';
import { CodeDialog } from './code-dialog';

type Editing = { code: WorkshopCode | null } | null;

export function WorkshopCodesPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery(codesQueryOptions(q));
  const remove = useDeleteCode();

  const onDelete = async (c: WorkshopCode) => {
    if (!(await confirmDelete(T.confirmDelete(c.name)))) return;
    try {
      await remove.mutateAsync(c.id);
      toast.ok(COMMON_MSG.deleted);
    } catch (err) {
      toast.failure(err);
    }
  };

  const rows = list.data?.codes ?? [];
  return (
    <Stack gap="md" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" gap="sm">
        <Title order={2}>{T.title}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ code: null })}>
          {T.add}
        </Button>
      </Group>
      <TextInput
        aria-label={T.search}
        placeholder={T.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(upper(e.currentTarget.value))}
        type="search"
      />
      {list.isError ? (
        <LoadFailedAlert
          title={T.loadFailed}
          retryLabel={T.reload}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.name}</Table.Th>
                <Table.Th>{T.province}</Table.Th>
                <Table.Th>{T.code}</Table.Th>
                <Table.Th visibleFrom="md">{T.address}</Table.Th>
                <Table.Th visibleFrom="sm">{T.authorization}</Table.Th>
                <Table.Th w={90}>
                  <VisuallyHidden>{T.actions}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {c.name}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="md">
                      {c.address}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.province}</Table.Td>
                  <Table.Td>{c.code}</Table.Td>
                  <Table.Td visibleFrom="md">{c.address}</Table.Td>
                  <Table.Td visibleFrom="sm">{c.authorization}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={T.edit(c.name)}
                        title={T.edit(c.name)}
                        onClick={() => setEditing({ code: c })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={T.remove(c.name)}
                        title={T.remove(c.name)}
                        onClick={() => void onDelete(c)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {list.isSuccess && rows.length === 0 && (
            <Text ta="center" c="dimmed" p="lg">
              {q ? T.emptySearch : T.empty}
            </Text>
          )}
        </Paper>
      )}
      {list.data?.truncated && (
        <Text size="sm" c="dimmed">
          {T.truncated}
        </Text>
      )}
      {editing && <CodeDialog code={editing.code} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
