/** Frame of the status pages (spec 000 §2 shared and status routes): logo, icon, title, text, action. */
import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Logo } from '@web/components/logo';

type Props = {
  icon: ReactNode;
  color: string;
  title: string;
  /** The main sentence (kept in one element so it can be found by its exact text). */
  message: string;
  /** Smaller explanation under the message. */
  detail?: ReactNode;
  action?: ReactNode;
};

export function StatusScreen({ icon, color, title, message, detail, action }: Props) {
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'radial-gradient(circle at 20% 0%, var(--mantine-color-blue-1), transparent 55%), var(--mantine-color-gray-0)',
      }}
    >
      <Center mih="100dvh" p="md">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={480}>
          <Stack align="center" gap="md">
            <Logo height={36} alt="" aria-hidden />
            <ThemeIcon size={64} radius="xl" variant="light" color={color} mt="sm">
              {icon}
            </ThemeIcon>
            <Title order={2} ta="center" fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            <Text ta="center" fw={500} size="lg">
              {message}
            </Text>
            {detail && (
              <Text ta="center" c="dimmed" size="sm">
                {detail}
              </Text>
            )}
            {action && <Box mt="sm">{action}</Box>}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
