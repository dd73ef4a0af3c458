/**
 * Mantine (Italian dates), notifications, modals, context menu, TanStack Query and the
 * full-screen blocker (spec 000 §4).
 */
import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { ContextMenuProvider } from 'mantine-contextmenu';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/it';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-contextmenu/styles.css';
import { queryClient } from '../lib/query-client';
import { ScreenBlocker } from '../components/screen-blocker';
import { SHELL_TEXTS as T } from '@web/config/texts';

const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: T.confirm, cancel: T.cancel }}>
            <ContextMenuProvider>
              <Notifications position="top-right" />
              {children}
              <ScreenBlocker />
            </ContextMenuProvider>
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
