/** A screen that is not built yet: the section's title and "Questa sezione è in arrivo". */
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { PLACEHOLDER_TEXTS as T } from './texts';

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={2}>{title}</Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Stack align="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconHourglassHigh size={34} />
          </ThemeIcon>
          <Text fw={600} size="lg" ta="center">
            {T.title}
          </Text>
          <Text c="dimmed" ta="center" maw={460}>
            {T.body(title)}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
