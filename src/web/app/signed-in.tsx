/**
 * The signed-in areas (`#/user/*`, `#/admin/*`) as one lazily loaded chunk (README "Performance"):
 * the login page does not download the app. This chunk brings the CSS of every Mantine
 * component the app uses (`styles/desk-styles.ts`, checked by its test) before any
 * signed-in screen renders (Vite loads a chunk's CSS before running it, in import order:
 * Mantine first, then the screens' own modules; charts bring theirs with the statistics
 * chart), and the host of `confirmAction()`'s questions. No screen uses
 * `@mantine/dates` (the grid has its own calendar widget), so neither it nor dayjs loads here.
 */
import './styles/desk-styles';
// The toasts' and the blocker's views, lazy on the login page, come with the desk at once.
import '@web/lib/notifications-module';
import '@web/components/screen-blocker/screen-blocker';
import type { ReactNode } from 'react';
import { ConfirmHost } from '@web/components/confirm';
import { AdminArea as AdminGuard, UserArea as UserGuard } from './guards';

function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConfirmHost />
    </>
  );
}

/** `#/user/*` (see `guards.tsx`). */
export function UserArea() {
  return (
    <SignedInProviders>
      <UserGuard />
    </SignedInProviders>
  );
}

/** `#/admin/*` (see `guards.tsx`). */
export function AdminArea() {
  return (
    <SignedInProviders>
      <AdminGuard />
    </SignedInProviders>
  );
}
