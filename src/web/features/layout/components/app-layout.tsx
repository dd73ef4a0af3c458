/**
 * Workshop/admin area frame (spec 000 §2): header in the workshop's bar colour with its
 * title (seven taps open #/user/impostazioni_home), side menu that collapses behind the
 * burger on phones, and the routed screen.
 */
import { useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Badge, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import type { Session } from '@shared/contracts/auth';
import { ErrorBoundary } from '@web/components/error-boundary';
import { LogoMark } from '@web/components/logo';
import { paths } from '@web/config/paths';
import { createTapCounter } from '@web/lib/tap-counter';
import { useLogout } from '../api/logout';
import { barBackground, type MenuScreens } from '../menu';
import { NavMenu } from './nav-menu';
import { LAYOUT_TEXTS as T } from '../texts';

/** Seven taps on the title within this window open the settings (spec 000 §2). */
const TITLE_TAPS = 7;
const TITLE_TAP_WINDOW_MS = 3000;

type Props = {
  session: Session;
  /** The screen rows the side menu lists (`src/web/app/screens`, composed by the app). */
  screens: MenuScreens;
  /** Unread notifications for the side menu's badge (composed by the app; 0 hides it). */
  unread?: number;
  /** Shown above the screen, e.g. the admin's "working inside" banner (composed by the app). */
  banner?: ReactNode;
};

export function AppLayout({ session, screens, unread = 0, banner }: Props) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const taps = useRef(createTapCounter(TITLE_TAPS, TITLE_TAP_WINDOW_MS));
  const barBg = barBackground(session.app.barColor);
  const isAdmin = session.role === 'admin';

  const onTitleTap = () => {
    if (taps.current.tap()) void navigate(paths.user.impostazioniHome);
  };

  return (
    <AppShell
      header={{ height: 56 }}
      // The side menu folds into the burger below 1000 px (md, spec 000 §9).
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'xs', sm: 'md' }}
      styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
    >
      <AppShell.Header
        bg={barBg}
        c="white"
        style={{ borderBottom: 0, boxShadow: 'var(--mantine-shadow-sm)' }}
      >
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            size="sm"
            color="white"
            aria-label={T.menu}
          />
          <Box
            bg="white"
            p={3}
            style={{ borderRadius: 10, display: 'flex', flexShrink: 0, lineHeight: 0 }}
          >
            <LogoMark size={26} />
          </Box>
          <Text
            component="h1"
            onClick={onTitleTap}
            fw={700}
            fz={{ base: 'md', sm: 'lg' }}
            c="white"
            truncate
            m={0}
            style={{ minWidth: 0, flex: 1, userSelect: 'none' }}
          >
            {session.app.title}
          </Text>
          {isAdmin ? (
            <Badge color="dark" variant="filled" visibleFrom="xs" style={{ flexShrink: 0 }}>
              {T.adminBadge}
            </Badge>
          ) : (
            session.workshop && (
              <Group gap={6} visibleFrom="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
                <IconUserCircle size={20} />
                <Text size="sm" fw={500} c="white">
                  {session.workshop.username}
                </Text>
              </Group>
            )
          )}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <NavMenu
          session={session}
          screens={screens}
          unread={unread}
          onNavigate={close}
          onLogout={() => logout.mutate()}
          loggingOut={logout.isPending}
        />
      </AppShell.Navbar>

      <AppShell.Main>
        {banner}
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
