/**
 * Mantine (Italian dates), notifications, modals, TanStack Query and the
 * full-screen blocker (spec 000 §4).
 */
import type { ReactNode } from 'react';
import {
  MantineProvider,
  Modal,
  Notification,
  createTheme,
  type CSSVariablesResolver,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/it';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { queryClient } from '../lib/query-client';
import { ScreenBlocker } from '../components/screen-blocker';
import { SHELL_TEXTS as T } from '@web/config/texts';

/**
 * Accessible defaults (WCAG 2.x AA, checked by axe in e2e/a11y.e2e.ts): filled colours at
 * shade 8, so white text on them reaches 4.5:1 (shade 6 gives 3.6:1); every Modal and toast
 * close button is named "Chiudi".
 */
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } },
    }),
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
      <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: T.confirm, cancel: T.cancel }}>
            <Notifications position="top-right" />
            {children}
            <ScreenBlocker />
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
