/** Saved quick-login names under the form (spec 000 §2): tap fills Nome Utente, × deletes. */
import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUserCircle, IconX } from '@tabler/icons-react';
import { AUTH_TEXTS as T } from '../texts';

type Props = { names: string[]; onPick: (name: string) => void; onDelete: (name: string) => void };

export function QuickLogins({ names, onPick, onDelete }: Props) {
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
                style={{ borderRadius: 999 }}
              >
                <Group gap={6} wrap="nowrap">
                  <IconUserCircle size={18} color="var(--mantine-color-blue-6)" />
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                </Group>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                radius="xl"
                aria-label={T.removeLogin(name)}
                onClick={() => onDelete(name)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
