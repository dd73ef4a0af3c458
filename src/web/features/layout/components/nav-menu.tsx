/** The side menu (spec 000 §2): entries with Tabler icons, active one highlighted, Esci, version. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Box, Divider, NavLink, Stack, Text, type NavLinkProps } from '@mantine/core';
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
import {
  adminEntries,
  menuEntries,
  VERSION_LABEL,
  type MenuEntry,
  type MenuIcon,
  type MenuScreens,
} from '../menu';
import { LAYOUT_TEXTS as T } from '../texts';

const SIZE = 20;
/** The menu scrolls on its own when taller than the navbar (overscroll stays inside). */
const NAV_SCROLL = {
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
} as const;
/** Every entry of the menu has the theme's rounded corners. */
const ROUNDED = { borderRadius: 'var(--mantine-radius-md)' } as const;
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

/**
 * One link of the menu: its icon from `icons`, highlighted while its screen (or one below it)
 * is open; `onClick`, `fw` and `rightSection` go to Mantine's NavLink as they are.
 */
function EntryLink({
  entry,
  icons,
  ...rest
}: {
  entry: MenuEntry;
  icons: Partial<Record<MenuIcon, ReactNode>>;
} & Pick<NavLinkProps, 'onClick' | 'fw' | 'rightSection'>) {
  const { pathname } = useLocation();
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={entry.label}
      leftSection={entry.icon && icons[entry.icon]}
      active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
      variant="light"
      style={ROUNDED}
      {...rest}
    />
  );
}

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
  const admin = adminEntries(session, screens);
  return (
    <Stack h="100%" gap={0}>
      {/* The browser's own scrolling (Mantine's ScrollArea weighed 6 KB on every screen). */}
      <Box component="nav" aria-label={T.mainMenu} px="xs" py="sm" style={NAV_SCROLL}>
        {menuEntries(session, screens).map((e) => (
          <EntryLink
            key={e.to}
            entry={e}
            icons={ICONS}
            onClick={onNavigate}
            fw={500}
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
            style={ROUNDED}
          >
            {admin.map((e) => (
              <EntryLink key={e.to} entry={e} icons={ADMIN_ICONS} onClick={onNavigate} />
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
          style={ROUNDED}
        />
        <Text size="xs" c="dimmed" ta="center" mt="xs">
          {VERSION_LABEL}
        </Text>
      </Box>
    </Stack>
  );
}
