/**
 * The banner shown while the super-admin works inside a workshop's account (spec 001 §6
 * "enter as user"): whose account, and "Torna all'amministrazione".
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserShield } from '@tabler/icons-react';
import { useLeaveWorkshop } from '../api/admin-session';
import { ADMIN_TEXTS as T } from '../texts';

export function ImpersonationBanner({ username }: { username: string }) {
  const leave = useLeaveWorkshop();
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconUserShield size={20} />}
      mb="sm"
      p="xs"
      role="region"
      aria-label={T.workingAs(username)}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {T.workingAs(username)}
        </Text>
        <Button
          size="compact-sm"
          color="grape"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={() => leave.mutate()}
          loading={leave.isPending}
        >
          {T.backToAdmin}
        </Button>
      </Group>
    </Alert>
  );
}
