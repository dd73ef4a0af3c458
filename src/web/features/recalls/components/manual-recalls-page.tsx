/**
 * `#/user/aggiungi_richimo` "Aggiungi Richiamo" (spec 001 §2, §5; docs/RECALLS.md): the form
 * ("Inserito" on success) and the list of manual recalls with edit and delete.
 */
import { useState } from 'react';
import { Modal, Paper, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ManualRecall, ManualRecallInput } from '@shared/contracts/recalls';
import { formatMonthItalian } from '@shared/domain/templates';
import { RECALLS_MSG } from '@shared/messages/recalls';
import { confirmDelete } from '@web/components/confirm';
import { EditDeleteActions } from '@web/components/edit-delete-actions';
import { toast } from '@web/lib/toast';
import {
  manualRecallsQueryOptions,
  useDeleteManualRecall,
  useSaveManualRecall,
} from '../api/recalls';
import { RECALLS_TEXTS as T } from '../texts';
import { ListStates } from './list-states';
import { ManualRecallForm } from './manual-recall-form';

export function ManualRecallsPage() {
  const list = useQuery(manualRecallsQueryOptions());
  const save = useSaveManualRecall();
  const del = useDeleteManualRecall();
  const [editing, setEditing] = useState<ManualRecall | null>(null);

  const saveAs = (id: number | null) => (input: ManualRecallInput) =>
    save.mutateAsync({ id, input }).then(
      () => {
        toast.ok(id === null ? RECALLS_MSG.inserted : RECALLS_MSG.saved);
        setEditing(null);
      },
      (err: unknown) => {
        toast.failure(err);
        throw err;
      },
    );

  const remove = async (r: ManualRecall) => {
    if (!(await confirmDelete(T.confirmDelete))) return;
    del.mutate(r.id, {
      onSuccess: () => toast.ok(RECALLS_MSG.deleted),
      onError: toast.failure,
    });
  };

  return (
    <Stack gap="md" w="100%" maw={900} mx="auto">
      <Title order={2}>{T.addTitle}</Title>
      <Paper withBorder radius="md" p="md">
        <ManualRecallForm
          initial={null}
          saving={save.isPending && editing === null}
          onSave={saveAs(null)}
        />
      </Paper>
      <Paper withBorder radius="md" p="xs" component="section" aria-label={T.list}>
        <Title order={3} size="h5" mb="xs">
          {T.list}
        </Title>
        <ListStates
          list={list}
          empty={list.data?.recalls.length === 0}
          emptyText={T.noManual}
          py="md"
        >
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.name}</Table.Th>
                  <Table.Th>{T.phone}</Table.Th>
                  <Table.Th>{T.model}</Table.Th>
                  <Table.Th>{T.plate}</Table.Th>
                  <Table.Th>{T.due}</Table.Th>
                  <Table.Th>{T.colRecall}</Table.Th>
                  <Table.Th aria-label="Azioni" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.recalls.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td fw={500}>{r.surname}</Table.Td>
                    <Table.Td>{r.phone}</Table.Td>
                    <Table.Td>{r.model}</Table.Td>
                    <Table.Td ff="monospace">{r.plate}</Table.Td>
                    <Table.Td>{formatMonthItalian(r.dueMonth)}</Table.Td>
                    <Table.Td>{T.recallStates[r.recallStatus] ?? r.recallStatus}</Table.Td>
                    <Table.Td>
                      <EditDeleteActions
                        editLabel={T.edit(r.surname)}
                        removeLabel={T.remove(r.surname)}
                        onEdit={() => setEditing(r)}
                        onRemove={() => void remove(r)}
                        iconSize={16}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListStates>
      </Paper>
      {editing && (
        <Modal opened onClose={() => setEditing(null)} title={T.editTitle} centered>
          <ManualRecallForm
            initial={editing}
            saving={save.isPending}
            onSave={saveAs(editing.id)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
    </Stack>
  );
}
