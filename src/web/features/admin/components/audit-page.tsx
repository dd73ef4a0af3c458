/**
 * `#/admin/registro`: the super-admin's audit trail, newest first (beyond the spec), and its
 * own "Verifica in due passaggi" (README "Two-factor sign-in").
 */
import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../api/accounts';
import { ADMIN_TEXTS as T } from '../texts';
import { AuditTable } from './audit-table';
import { PageTitle } from '@web/components/page-title';
import { TwoFactorSection } from '@web/components/two-factor/section';

export function AuditPage() {
  const q = useQuery(auditQueryOptions());
  return (
    <Stack gap="md" maw={1200} mx="auto" w="100%">
      <PageTitle>{T.auditTitle}</PageTitle>
      <Paper withBorder radius="md" p="xs">
        {q.isPending ? (
          <Center p="lg">
            <Loader role="status" aria-label={T.auditTitle} />
          </Center>
        ) : q.data && q.data.length > 0 ? (
          <AuditTable entries={q.data} />
        ) : (
          <Text c="dimmed" ta="center" p="lg">
            {q.isError ? q.error.message : T.auditEmpty}
          </Text>
        )}
      </Paper>
      <TwoFactorSection admin />
    </Stack>
  );
}
