/** The side menu (spec 000 §2): entries with Tabler icons, active one highlighted, Esci, version. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Box, Divider, NavLink, Stack, Text } from '@mantine/core';
import {
  IconAddressBook,
  IconArchive,
  IconBell,
  IconBrandWhatsapp,
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconCalendarPlus,
  IconChartBar,
  IconFileImport,
  IconHistory,
  IconKey,
  IconLogout,
  IconMessage,
  IconRepeat,
  IconSettings,
  IconShieldLock,
  IconUserPlus,
  IconUsers,
  IconSpeakerphone,
} from '@tabler/icons-react';
import type { Session } from '@shared/contracts/auth';
import { adminEntries, menuEntries, VERSION_LABEL, type MenuIcon, type MenuScreens } from '../menu';
import { LAYOUT_TEXTS as T } from '../texts';

const SIZE = 20;
/** The menu scrolls on its own when taller than the navbar (overscroll stays inside). */
const NAV_SCROLL = {
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
} as const;
const ICONS: Partial<Record<MenuIcon, ReactNode>> = {
  appuntamenti: <IconCalendarEvent size={SIZE} />,
  rubrica: <IconAddressBook size={SIZE} />,
  archivio: <IconArchive size={SIZE} />,
  statistiche: <IconChartBar size={SIZE} />,
  richiami: <IconRepeat size={SIZE} />,
  aggiungi: <IconCalendarPlus size={SIZE} />,
  sms: <IconMessage size={SIZE} />,
  whatsapp: <IconBrandWhatsapp size={SIZE} />,
  yap: <IconFileImport size={SIZE} />,
  notifiche: <IconBell size={SIZE} />,
  officine: <IconBuildingWarehouse size={SIZE} />,
  impostazioni: <IconSettings size={SIZE} />,
  password: <IconKey size={SIZE} />,
};
const ADMIN_ICONS: Partial<Record<MenuIcon, ReactNode>> = {
  utenti: <IconUsers size={18} />,
  'nuovo-utente': <IconUserPlus size={18} />,
  'notifica-tutti': <IconSpeakerphone size={18} />,
  registro: <IconHistory size={18} />,
};

type Props = {
  session: Session;
  /** The screen rows whose entries the menu lists (from `src/web/app/screens`). */
  screens: MenuScreens;
  /** Unread notifications; the badge is hidden at 0. */
  unread: number;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
};

export function NavMenu({ session, screens, unread, onNavigate, onLogout, loggingOut }: Props) {
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const admin = adminEntries(session, screens);
  return (
    <Stack h="100%" gap={0}>
      {/* The browser's own scrolling (Mantine's ScrollArea weighed 6 KB on every screen). */}
      <Box component="nav" aria-label={T.mainMenu} px="xs" py="sm" style={NAV_SCROLL}>
        {menuEntries(session, screens).map((e) => (
          <NavLink
            key={e.to}
            component={Link}
            to={e.to}
            label={e.label}
            leftSection={e.icon && ICONS[e.icon]}
            active={isActive(e.to)}
            onClick={onNavigate}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            rightSection={
              e.icon === 'notifiche' && unread > 0 ? (
                <Badge size="sm" color="red" circle aria-label={T.unread(unread)}>
                  {unread}
                </Badge>
              ) : undefined
            }
          />
        ))}
        {admin.length > 0 && (
          <NavLink
            label={T.admin}
            leftSection={<IconShieldLock size={SIZE} />}
            defaultOpened
            childrenOffset={28}
            fw={600}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            {admin.map((e) => (
              <NavLink
                key={e.to}
                component={Link}
                to={e.to}
                label={e.label}
                leftSection={e.icon && ADMIN_ICONS[e.icon]}
                active={isActive(e.to)}
                onClick={onNavigate}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </NavLink>
        )}
      </Box>
      <Divider />
      <Box px="xs" py="sm">
        <NavLink
          component="button"
          label={T.logout}
          leftSection={<IconLogout size={SIZE} />}
          onClick={onLogout}
          disabled={loggingOut}
          c="red.9"
          fw={500}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
        <Text size="xs" c="dimmed" ta="center" mt="xs">
          {VERSION_LABEL}
        </Text>
      </Box>
    </Stack>
  );
}
