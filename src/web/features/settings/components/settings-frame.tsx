/**
 * Frame of every settings screen (spec 001 §2: "each has a Back button to impostazioni_home
 * and a SALVA button"): title, Back, SALVA, the restored-draft notice, and a form so Enter
 * in a single-line field saves too.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { SubmitForm } from '@web/components/submit-form';
import { PageTitle } from '@web/components/page-title';
import { IconLink } from '@web/components/icon-link';
import { paths } from '@web/config/paths';
import { SETTINGS_TEXTS as T } from '../texts';

type Props = {
  title: string;
  onSave: () => void;
  saving: boolean;
  /** Show the "bozza ripristinata" notice with its Scarta bozza button. */
  restored?: boolean;
  onDiscard?: () => void;
  children: ReactNode;
};

/**
 * The header of a settings screen: Back to impostazioni_home (an icon named "Indietro"), the
 * title, and `children` on the right (the frame's SALVA). Screens whose saves live in their
 * own blocks (impostazioni_admin) use it alone.
 */
export function SettingsHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconLink to={paths.user.impostazioniHome} label={T.back}>
          <IconArrowLeft size={20} />
        </IconLink>
        {/* Long titles (an account's name, APPUNTAMENTI ONLINE on a phone) wrap, never clip. */}
        <PageTitle style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{title}</PageTitle>
      </Group>
      {children}
    </Group>
  );
}

/** A settings screen's form: `SettingsHeader` with SALVA, the draft notice, the blocks. */
export function SettingsFrame({ title, onSave, saving, restored, onDiscard, children }: Props) {
  return (
    <SubmitForm
      noValidate
      onSubmit={() => {
        if (!saving) onSave();
      }}
    >
      <Stack gap="md" maw={1100} mx="auto" w="100%">
        <SettingsHeader title={title}>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} />}
            style={{ flexShrink: 0 }}
          >
            {T.save}
          </Button>
        </SettingsHeader>
        {restored && onDiscard && (
          <Alert color="yellow" variant="light" icon={<IconRestore size={18} />} p="sm">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{T.draftRestored}</Text>
              <Button size="compact-sm" variant="subtle" color="dark" onClick={onDiscard}>
                {T.discardDraft}
              </Button>
            </Group>
          </Alert>
        )}
        {children}
      </Stack>
    </SubmitForm>
  );
}

/** A titled block of fields inside a settings screen. */
export function SettingsBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack
      component="section"
      gap="sm"
      p={{ base: 'sm', md: 'lg' }}
      bg="white"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
      aria-label={title}
    >
      <Title order={3} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
