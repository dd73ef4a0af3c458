/**
 * "Le tue modifiche": what the user typed, kept beside the content another desk saved
 * (409 `stale`) or found in an old draft, with a button to apply it again. Nothing typed
 * is lost.
 */
import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { diffValues, type FormValues } from '@web/features/appointments/lib/appointment-form';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

export type AsidePanelProps = {
  mine: FormValues;
  theirs: FormValues;
  message: string;
  onReapply: () => void;
  onDiscard: () => void;
};

/** Lists the fields where the user's values differ from the form's current content. */
export function AsidePanel({ mine, theirs, message, onReapply, onDiscard }: AsidePanelProps) {
  const diffs = diffValues(mine, theirs);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={T.yourChanges}
      mb="sm"
    >
      <Text size="sm" mb={6}>
        {message}
      </Text>
      {diffs.length > 0 ? (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={6} fz="xs" mb={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.field}</Table.Th>
              <Table.Th>{T.yourChanges}</Table.Th>
              <Table.Th>{T.savedNow}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diffs.map((d) => (
              <Table.Tr key={d.field}>
                <Table.Td fw={600}>{d.label}</Table.Td>
                <Table.Td>{d.mine}</Table.Td>
                <Table.Td c="dimmed">{d.theirs}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Group gap="xs">
        <Button size="xs" color="orange" onClick={onReapply}>
          {T.reapplyMine}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onDiscard}>
          {T.keepCurrent}
        </Button>
      </Group>
    </Alert>
  );
}
