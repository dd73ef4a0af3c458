/** The last actions of the super-admin on one account, under its editor. */
import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../api/accounts';
import { ADMIN_TEXTS as T } from '../texts';
import { AuditTable } from './audit-table';
import { Panel } from '@web/components/panel';

export function AccountHistory({ accountId }: { accountId: number }) {
  const q = useQuery(auditQueryOptions(accountId));
  return (
    <Panel gap="xs">
      <Title order={3} fz="h4">
        {T.history}
      </Title>
      {q.data && q.data.length > 0 ? (
        <AuditTable entries={q.data} withAccount={false} />
      ) : (
        <Text size="sm" c="dimmed">
          {T.auditEmpty}
        </Text>
      )}
    </Panel>
  );
}
