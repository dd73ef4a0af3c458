/** Rows of the audit trail: when, who (and from where), what, which account, details. */
import { Box, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@shared/contracts/admin';
import { ADMIN_TEXTS as T } from '../texts';

const WHEN = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const detailText = (d: AuditEntry['detail']) =>
  Object.entries(d)
    .filter(([k]) => k !== 'username')
    .map(([k, v]) => `${k}: ${v ?? '—'}`)
    .join(' · ');

export function AuditTable({
  entries,
  withAccount = true,
}: {
  entries: AuditEntry[];
  withAccount?: boolean;
}) {
  const C = T.auditColumns;
  return (
    // A focusable scroll region (keyboard users scroll it at 390 px; axe scrollable-region-focusable).
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={T.auditTitle}>
      <Table striped verticalSpacing="xs" miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{C.at}</Table.Th>
            <Table.Th>{C.who}</Table.Th>
            <Table.Th>{C.what}</Table.Th>
            {withAccount && <Table.Th>{C.account}</Table.Th>}
            <Table.Th>{C.detail}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Text size="sm">{WHEN.format(new Date(e.at))}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.actor}</Text>
                <Text size="xs" c="dimmed">
                  {e.ip}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{T.actions[e.action] ?? e.action}</Text>
              </Table.Td>
              {withAccount && (
                <Table.Td>
                  <Text size="sm">{e.username ?? '—'}</Text>
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {detailText(e.detail)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
