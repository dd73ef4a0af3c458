/**
 * Mantine, notifications, TanStack Query and the full-screen blocker (spec 000 §4). The
 * Italian dates and modals providers come with the signed-in areas (`signed-in.tsx`), so
 * the login page does not load them.
 */
import type { ReactNode } from 'react';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
// The signed-out shell's Mantine CSS only; the signed-in chunk loads all of it.
import './styles/shell-styles';
import { queryClient } from '../lib/query-client';
import { ScreenBlockerHost } from '../components/screen-blocker/screen-blocker-host';
import { NotificationsHost } from '../components/notifications-host';
import { BREAKPOINTS } from '../config/breakpoints';

/**
 * Accessible defaults (WCAG 2.x AA, checked by axe in e2e/a11y.e2e.ts): filled colours at
 * shade 8, so white text on them reaches 4.5:1 (shade 6 gives 3.6:1); every Modal and toast
 * close button is named "Chiudi". Breakpoints: md 1000 px, lg 1200 px (`config/breakpoints`).
 */
export const theme = createTheme({
  breakpoints: BREAKPOINTS,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // Plain objects, not `Modal.extend` / `Notification.extend`: importing the components here
    // would put them (and their scroll lock, transitions, floating-ui) in the login page's
    // bundle.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } },
  },
});

/** Secondary ("dimmed") and error texts dark enough for 4.5:1 on white (gray-6 is 3.3:1). */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      {/* DatesProvider and ModalsProvider wrap the signed-in areas: app/signed-in.tsx. */}
      <QueryClientProvider client={queryClient}>
        <NotificationsHost />
        {children}
        <ScreenBlockerHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
