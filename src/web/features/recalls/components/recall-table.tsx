/** The vehicles due (spec 001 §2 sms_revisioni): name, phone, model, plate, holder, address, states. */
import { Badge, Table, Text } from '@mantine/core';
import type { RecallItem } from '@shared/contracts/recalls';
import { formatSlashed } from '@shared/domain/iso-date';
import { RECALLS_TEXTS as T } from '../texts';

const RECALL_COLORS = ['gray', 'blue', 'green'] as const;

export function RecallTable({ items }: { items: readonly RecallItem[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.colName}</Table.Th>
            <Table.Th>{T.colPhone}</Table.Th>
            <Table.Th>{T.colModel}</Table.Th>
            <Table.Th>{T.colPlate}</Table.Th>
            <Table.Th>{T.colHolder}</Table.Th>
            <Table.Th>{T.colAddress}</Table.Th>
            <Table.Th>{T.colInspection}</Table.Th>
            <Table.Th>{T.colRecall}</Table.Th>
            <Table.Th>{T.colLetter}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.key}>
              <Table.Td fw={500}>{i.surname}</Table.Td>
              <Table.Td c={i.phoneValid ? undefined : 'red.8'}>{i.phone}</Table.Td>
              <Table.Td>{i.model}</Table.Td>
              <Table.Td ff="monospace">{i.plate}</Table.Td>
              <Table.Td>{i.holder}</Table.Td>
              <Table.Td>
                <Text size="sm" c={i.address && !i.addressValid ? 'orange.9' : undefined}>
                  {i.address}
                </Text>
              </Table.Td>
              <Table.Td>{i.inspectionDate ? formatSlashed(i.inspectionDate) : T.manual}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={RECALL_COLORS[i.recallStatus] ?? 'gray'}>
                  {T.recallStates[i.recallStatus] ?? i.recallStatus}
                </Badge>
              </Table.Td>
              <Table.Td>{T.letterStates[i.letter] ?? i.letter}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
