/**
 * A square icon button that is a link (a screen's Back, the admin's shortcuts on
 * impostazioni_home, spec 001 §2): an outlined Mantine ActionIcon over a router Link, named by
 * `label`, which is also its tooltip (`title`).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionIcon } from '@mantine/core';

/** `to`: the app path it opens; `label`: its accessible name (Italian); `children`: the icon. */
export function IconLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
    >
      {children}
    </ActionIcon>
  );
}
