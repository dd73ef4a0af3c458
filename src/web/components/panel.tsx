/**
 * A bordered block of a back-office screen (spec 001 §2: the account forms, the recall
 * filters and import): a Mantine Paper with its content stacked. `p` is the inner padding
 * (default `md`), `gap` the space between the children (default `sm`).
 */
import type { ReactNode } from 'react';
import { Paper, Stack, type MantineSpacing } from '@mantine/core';

/** `children`: the block's fields and buttons, top to bottom. */
export function Panel({
  p = 'md',
  gap = 'sm',
  children,
}: {
  p?: MantineSpacing;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={p}>
      <Stack gap={gap}>{children}</Stack>
    </Paper>
  );
}
