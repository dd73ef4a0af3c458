/**
 * #/user/impostazioni_tool (spec 001 §2 "Tool settings show: a back button, a download link
 * for the helper tool, the server address, the id of this PC, the id used for WhatsApp, a
 * button to make this PC the WhatsApp PC, and save"; §3 config_tool; §8 confirm "change
 * WhatsApp PC" and "Questo pc è stato impostato per l'invio di WhatsApp").
 */
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceDesktop, IconDownload } from '@tabler/icons-react';
import { DEFAULT_TOOL_SERVER } from '@shared/domain/default-texts';
import { COMMON_MSG, SETTINGS_MSG } from '@shared/messages';
import { confirmAction } from '@web/components/confirm';
import { toolMachineIdQuery } from '@web/data/tool';
import { toast } from '@web/lib/toast';
import { useSaveSettings, type LoadedSection } from '@web/data/settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { toolAddressReachable } from '@shared/domain/tool-address';
import { SETTINGS_TEXTS as T } from '../texts';
import { SectionLoader } from './section-loader';
import { SettingsBlock, SettingsFrame } from './settings-frame';

/**
 * "Scarica ReviApp Tool": the page the server serves about the helper tool — what it is, the
 * calls it answers, where it may listen, how to try it with `npm run tool:sim`
 * (`src/web/public/tool.html`).
 */
const TOOL_DOWNLOAD_HREF = '/tool.html';

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

export function ToolSettingsPage() {
  return (
    <SectionLoader sections={['tool'] as const}>
      {([tool]) => <ToolForm loaded={tool} />}
    </SectionLoader>
  );
}

function ToolForm({ loaded }: { loaded: LoadedSection<'tool'> }) {
  const form = useSettingsForm('tool', { server: loaded.value.server });
  // This PC is the machine id the tool at the saved address answers on /sn: the id the
  // WhatsApp sends compare with id_wa (spec 000 §3), so "Imposta" stores exactly that.
  const base = loaded.value.server.trim();
  const machine = useQuery({ ...toolMachineIdQuery(base), staleTime: 60_000 });
  const pcId = machine.data ?? '';
  const save = useSaveSettings();
  const setWaPc = useSaveSettings();
  const waPc = loaded.value.id_wa;
  const isWaPc = waPc !== '' && waPc === pcId;
  const thisPcHint = !base
    ? T.thisPcNoServer
    : machine.isFetching
      ? T.thisPcChecking
      : pcId
        ? T.thisPcHint
        : T.thisPcNoTool;

  // What the browser could not call is said under the field, before any round trip (the
  // server refuses it too): shared/domain/tool-address.ts.
  const typed = form.values.server.trim();
  const unreachable = URL.canParse(typed) && !toolAddressReachable(typed);

  const onSave = async () => {
    const sent = form.values;
    if (unreachable) return;
    try {
      await save.mutateAsync({ section: 'tool', body: sent });
      form.markSaved(sent);
      toast.ok(COMMON_MSG.saved);
    } catch (err) {
      toast.failure(err);
    }
  };

  const onSetWaPc = async () => {
    const ok = await confirmAction({
      title: T.setWaPcConfirmTitle,
      message: T.setWaPcConfirm,
      confirmLabel: T.setWaPcConfirmLabel,
    });
    if (!ok) return;
    try {
      await setWaPc.mutateAsync({ section: 'tool', body: { id_wa: pcId } });
      toast.ok(SETTINGS_MSG.waPcSet);
    } catch (err) {
      toast.failure(err);
    }
  };

  return (
    <SettingsFrame
      title={T.toolTitle}
      onSave={() => void onSave()}
      saving={save.isPending}
      restored={form.restored}
      onDiscard={form.discard}
    >
      <SettingsBlock title={T.toolProgram}>
        <Group gap="xs">
          <IconDownload size={18} aria-hidden />
          <Anchor href={TOOL_DOWNLOAD_HREF} target="_blank" rel="noopener noreferrer" fw={600}>
            {T.download}
          </Anchor>
          <Text size="sm" c="dimmed">
            {T.downloadHint}
          </Text>
        </Group>
        <TextInput
          label={T.server}
          value={form.values.server}
          onChange={(e) => form.set('server', e.currentTarget.value)}
          placeholder={DEFAULT_TOOL_SERVER}
          error={unreachable ? SETTINGS_MSG.toolServerUnreachable : undefined}
          description={T.serverHint(DEFAULT_TOOL_SERVER)}
          inputMode="url"
          autoComplete="off"
          maw={520}
        />
      </SettingsBlock>
      <SettingsBlock title={T.waPcSection}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput
            label={T.thisPc}
            value={pcId}
            readOnly
            description={thisPcHint}
            styles={MONO}
          />
          <TextInput
            label={T.waPc}
            value={waPc}
            placeholder={T.waPcNone}
            readOnly
            description={isWaPc ? T.isWaPc : T.waPcHint}
            styles={MONO}
          />
        </SimpleGrid>
        <Stack gap="xs" align="flex-start">
          {isWaPc && (
            <Badge
              color="green"
              variant="light"
              size="lg"
              leftSection={<IconDeviceDesktop size={14} />}
            >
              {T.isWaPc}
            </Badge>
          )}
          <Button
            variant={isWaPc ? 'default' : 'filled'}
            leftSection={<IconDeviceDesktop size={18} />}
            loading={setWaPc.isPending}
            disabled={!pcId}
            onClick={() => void onSetWaPc()}
          >
            {T.setWaPc}
          </Button>
        </Stack>
      </SettingsBlock>
    </SettingsFrame>
  );
}
