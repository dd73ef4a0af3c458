/**
 * #/user/impostazioni_home (spec 001 §2): one tile per settings screen the session may
 * open (`canOpen`) — ADMIN (admin only), APP, SMS, WHATSAPP (+whatsapp), LETTERE
 * (+invia_lettere), APPUNTAMENTI ONLINE (link_web), REVIAPP TOOL, and PRIVACY (the retention
 * months, docs/PRIVACY.md "Retention"; beyond the spec).
 */
import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconBell,
  IconBrandWhatsapp,
  IconLogin2,
  IconLock,
  IconMail,
  IconMessage,
  IconShieldLock,
  IconTool,
  IconWorldWww,
} from '@tabler/icons-react';
import { IconLink } from '@web/components/icon-link';
import { PageLoader, useLoadingScreen } from '@web/components/page-loader';
import { paths } from '@web/config/paths';
import { useSession } from '@web/data/session';
import { settingsTiles, type CanOpen, type TileKey } from '../lib/tiles';
import { SETTINGS_TEXTS as T } from '../texts';

const ICONS: Record<TileKey, typeof IconTool> = {
  admin: IconShieldLock,
  app: IconAdjustmentsHorizontal,
  sms: IconMessage,
  wa: IconBrandWhatsapp,
  lettere: IconMail,
  web: IconWorldWww,
  tool: IconTool,
  privacy: IconLock,
};

const COLORS: Record<TileKey, string> = {
  admin: 'dark',
  app: 'blue',
  sms: 'indigo',
  wa: 'green',
  lettere: 'orange',
  web: 'cyan',
  tool: 'gray',
  privacy: 'teal',
};

/** `canOpen`: the gates of the settings screens' rows (`src/web/app/screens/settings.ts`). */
export function SettingsHomePage({ canOpen }: { canOpen: CanOpen }) {
  const { data: session } = useSession();
  if (useLoadingScreen(!session) || !session) return <PageLoader />;
  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" gap="sm">
        <Title order={2}>{T.homeTitle}</Title>
        {session.role === 'admin' && (
          // Spec 001 §2: for the admin, an enter-as-user icon (the account list, where each
          // account is entered) and a shortcut to the notifications.
          <Group gap="xs">
            <IconLink to={paths.admin.listaUtenti} label={T.enterAsUser}>
              <IconLogin2 size={20} />
            </IconLink>
            <IconLink to={paths.user.notifiche} label={T.notificationsShortcut}>
              <IconBell size={20} />
            </IconLink>
          </Group>
        )}
      </Group>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        component="nav"
        aria-label={T.homeTitle}
      >
        {settingsTiles(session, canOpen).map((tile) => {
          const Icon = ICONS[tile.key];
          return (
            <Card
              key={tile.key}
              component={Link}
              to={tile.to}
              withBorder
              radius="lg"
              padding="lg"
              className="settings-tile"
              style={{ textDecoration: 'none' }}
            >
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={48} radius="md" variant="light" color={COLORS[tile.key]}>
                  <Icon size={28} aria-hidden />
                </ThemeIcon>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} size="lg" c="dark">
                    {tile.label}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {tile.hint}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
