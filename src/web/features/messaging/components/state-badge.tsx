/** A light badge with dark text: the tint carries the colour, the text stays AA-readable at 11 px. */
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

export function StateBadge(p: { color: string; children: ReactNode; testId?: string }) {
  return (
    <Badge
      color={p.color}
      variant="light"
      styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}
      data-testid={p.testId}
    >
      {p.children}
    </Badge>
  );
}
