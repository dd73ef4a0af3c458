/**
 * The signed-in areas (`#/user/*`, `#/admin/*`) as one lazily loaded chunk (issue 12 §4):
 * the login page does not download the app. This chunk brings ALL of Mantine's CSS (core,
 * dates, notifications, charts) before any signed-in screen renders, so screens may use
 * any Mantine component without importing its CSS (Vite loads a chunk's CSS before running
 * it, in import order: Mantine first, then the screens' own modules), and the providers
 * only screens need: Italian dates (Monday first) and modals (`confirm()`).
 */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import 'dayjs/locale/it';
import { SHELL_TEXTS as T } from '@web/config/texts';
import { AdminArea as AdminGuard, UserArea as UserGuard } from './guards';

function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1 }}>
      <ModalsProvider labels={{ confirm: T.confirm, cancel: T.cancel }}>{children}</ModalsProvider>
    </DatesProvider>
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
