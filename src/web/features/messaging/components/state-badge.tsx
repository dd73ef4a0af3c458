/**
 * The state badge of campaigns and messages (a light tint, dark text: AA-readable at 11 px) and
 * the filled colours of their action buttons.
 */
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

/** Filled buttons' colours dark enough for white text (WCAG AA 4.5:1; Mantine's orange and green are not). */
export const AA_GREEN = '#1f7a35';
export const AA_ORANGE = '#a84300';

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
