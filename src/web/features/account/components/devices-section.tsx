/**
 * The account's quick-login devices (spec 000 §2 #/login quick-login entries, seen from the
 * account): each browser that signs in with one tap, with when it was added and last used,
 * and a Revoca button behind a confirmation. An entry left by the super-admin's "Entra come
 * utente" (spec 000 §6) says so. A list, not a table: it reads the same at 390 px.
 */
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AccountDevice } from '@shared/contracts/account';
import { AUTH_MSG } from '@shared/messages';
import { confirmAction } from '@web/components/confirm';
import { toast } from '@web/lib/toast';
import { devicesQueryOptions, useRevokeDevice } from '../api/devices';
import { PASSWORD_TEXTS as T } from '../texts';

const WHEN = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'short',
  timeStyle: 'short',
});
const when = (iso: string) => WHEN.format(new Date(iso));

const HEADING_ID = 'dispositivi-accesso-rapido';

export function DevicesSection() {
  const devices = useQuery(devicesQueryOptions());
  const revoke = useRevokeDevice();

  const ask = async (d: AccountDevice) => {
    const yes = await confirmAction({
      title: T.revokeTitle,
      message: T.revokeMessage(d.label),
      confirmLabel: T.revokeConfirm,
      danger: true,
    });
    if (!yes) return;
    try {
      await revoke.mutateAsync(d.id);
      toast.ok(AUTH_MSG.deviceRevoked);
    } catch (err) {
      toast.failure(err);
    }
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={HEADING_ID}
    >
      <Stack gap="md">
        <Title order={3} id={HEADING_ID} size="h4">
          {T.devicesTitle}
        </Title>
        {devices.data && (
          <Text size="sm" c="dimmed">
            {T.devicesIntro(devices.data.idleDays)}
          </Text>
        )}
        {devices.isPending && <Loader role="status" size="sm" aria-label={T.devicesLoading} />}
        {devices.isError && (
          <Text size="sm" c="red">
            {devices.error.message}
          </Text>
        )}
        {devices.data?.devices.length === 0 && <Text size="sm">{T.devicesEmpty}</Text>}
        {!!devices.data?.devices.length && (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {devices.data.devices.map((d) => (
              <Paper component="li" key={d.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
                    <IconDeviceDesktop size={22} aria-hidden style={{ flex: 'none' }} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="wrap">
                        <Text fw={600} size="sm">
                          {d.label}
                        </Text>
                        {d.kind === 'admin' && (
                          <Badge size="sm" variant="light" color="gray" tt="none">
                            {T.adminEntry}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {T.createdAt} {when(d.createdAt)} · {T.lastUsedAt}{' '}
                        {d.lastUsedAt ? when(d.lastUsedAt) : T.neverUsed}
                      </Text>
                    </Stack>
                  </Group>
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    ml="auto"
                    leftSection={<IconTrash size={16} />}
                    aria-label={T.revokeDevice(d.label, when(d.createdAt))}
                    loading={revoke.isPending && revoke.variables === d.id}
                    onClick={() => void ask(d)}
                  >
                    {T.revoke}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
