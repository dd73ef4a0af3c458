/**
 * A back-office list screen with a search box (spec 001 §2 rubrica, officine): title and
 * "add" button, the search (debounced 250 ms, trimmed), the table with the name first and
 * the edit/delete icons last, "nothing found" or "empty", the truncation notice, a reload
 * button when loading fails, and the add/edit dialog. Delete asks for confirmation and says
 * "Eliminato". The feature gives its texts, columns, query and dialog; the labels are the
 * feature's own (e2e tests drive by them).
 */
import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
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
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { COMMON_MSG } from '@shared/messages';
import { confirmDelete } from '@web/components/confirm';
import { EditDeleteActions } from '@web/components/edit-delete-actions';
import { LoadFailedAlert } from '@web/components/load-failed-alert';
import { toast } from '@web/lib/toast';

/** The screen's visible texts (its `texts.ts`). */
export type SearchableListTexts = {
  title: string;
  add: string;
  /** The search box's accessible name. */
  search: string;
  searchPlaceholder: string;
  /** Header of the first column. */
  name: string;
  /** Hidden header of the icons' column. */
  actions: string;
  edit: (name: string) => string;
  remove: (name: string) => string;
  confirmDelete: (name: string) => string;
  empty: string;
  emptySearch: string;
  truncated: string;
  loadFailed: string;
  reload: string;
};

/** A column after the name: header, cell, and from which width it shows (Mantine `visibleFrom`). */
export type SearchableListColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  visibleFrom?: 'sm' | 'md';
};

/** One answer of the list endpoint: its rows and whether the server cut the list. */
export type SearchableListData<T> = { rows: readonly T[]; truncated: boolean };

export type SearchableListPageProps<
  T extends { id: number; name: string },
  D,
  K extends QueryKey,
> = {
  texts: SearchableListTexts;
  /** Page width in px (Mantine `maw`). */
  maxWidth: number;
  /** The query of the list for the search `q` ('' for all). */
  query: (q: string) => UseQueryOptions<D, Error, D, K>;
  /** The rows and the truncation flag of one answer. */
  rowsOf: (data: D) => SearchableListData<T>;
  /** What the search box keeps of what is typed (default: as typed). */
  normalizeSearch?: (typed: string) => string;
  /** The line under the name on narrow screens, and below which width it shows. */
  subtitle: { text: (row: T) => string; hiddenFrom: 'sm' | 'md' };
  columns: readonly SearchableListColumn<T>[];
  /** Deletes a row; rejects with the error to show. */
  remove: (row: T) => Promise<unknown>;
  /** The add (`null`) or edit dialog; `close` unmounts it. */
  dialog: (row: T | null, close: () => void) => ReactNode;
};

export function SearchableListPage<T extends { id: number; name: string }, D, K extends QueryKey>({
  texts: T,
  maxWidth,
  query,
  rowsOf,
  normalizeSearch = (typed) => typed,
  subtitle,
  columns,
  remove,
  dialog,
}: SearchableListPageProps<T, D, K>) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  // The dialog's state: closed, a new row, or one being edited.
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const list = useQuery(query(q));

  const onDelete = async (row: T) => {
    if (!(await confirmDelete(T.confirmDelete(row.name)))) return;
    try {
      await remove(row);
      toast.ok(COMMON_MSG.deleted);
    } catch (err) {
      toast.failure(err);
    }
  };

  const data = list.data === undefined ? undefined : rowsOf(list.data);
  const rows = data?.rows ?? [];
  return (
    <Stack gap="md" maw={maxWidth} mx="auto" w="100%">
      <Group justify="space-between" gap="sm">
        <Title order={2}>{T.title}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ row: null })}>
          {T.add}
        </Button>
      </Group>
      <TextInput
        aria-label={T.search}
        placeholder={T.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(normalizeSearch(e.currentTarget.value))}
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
                {columns.map((c) => (
                  <Table.Th key={c.header} visibleFrom={c.visibleFrom}>
                    {c.header}
                  </Table.Th>
                ))}
                <Table.Th w={90}>
                  <VisuallyHidden>{T.actions}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom={subtitle.hiddenFrom}>
                      {subtitle.text(row)}
                    </Text>
                  </Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.header} visibleFrom={c.visibleFrom}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <EditDeleteActions
                      editLabel={T.edit(row.name)}
                      removeLabel={T.remove(row.name)}
                      onEdit={() => setEditing({ row })}
                      onRemove={() => void onDelete(row)}
                      titled
                    />
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
      {data?.truncated && (
        <Text size="sm" c="dimmed">
          {T.truncated}
        </Text>
      )}
      {editing && dialog(editing.row, () => setEditing(null))}
    </Stack>
  );
}
