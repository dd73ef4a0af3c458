/**
 * Saved quick-login entries under the form (spec 000 §2): a tap signs in with the device
 * token (or fills Nome Utente), the cloud opens the offline backup, × deletes (revokes).
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudOff, IconUserCircle, IconX } from '@tabler/icons-react';
import { AUTH_TEXTS as T } from '../texts';

/** A small round icon button inside a saved login's chip, named by `label`. */
function ChipAction({
  label,
  title,
  onClick,
  children,
}: {
  label: string;
  title?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      radius="xl"
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  );
}

type Props = {
  names: string[];
  onPick: (name: string) => void;
  onDelete: (name: string) => void;
  onOffline: (name: string) => void;
};

export function QuickLogins({ names, onPick, onDelete, onOffline }: Props) {
  if (!names.length) return null;
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {T.savedLogins}
      </Text>
      <Group gap="xs">
        {names.map((name) => (
          <Paper key={name} withBorder radius="xl" pl={4} pr={4} py={2} bg="gray.0">
            <Group gap={2} wrap="nowrap">
              <UnstyledButton
                onClick={() => onPick(name)}
                px={6}
                py={2}
                title={T.pickLogin(name)}
                aria-label={T.pickLogin(name)}
                style={{ borderRadius: 999 }}
              >
                <Group gap={6} wrap="nowrap">
                  <IconUserCircle size={18} color="var(--mantine-color-blue-6)" />
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                </Group>
              </UnstyledButton>
              <ChipAction
                label={T.offlineLogin(name)}
                title={T.offlineLogin(name)}
                onClick={() => onOffline(name)}
              >
                <IconCloudOff size={14} />
              </ChipAction>
              <ChipAction label={T.removeLogin(name)} onClick={() => onDelete(name)}>
                <IconX size={14} />
              </ChipAction>
            </Group>
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
