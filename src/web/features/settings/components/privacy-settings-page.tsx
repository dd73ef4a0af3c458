/**
 * #/user/impostazioni_privacy, PRIVACY (beyond the spec; docs/PRIVACY.md "Retention"): the
 * settings section `privacy` — Mesi di conservazione degli appuntamenti (`mesi_appuntamenti`,
 * `RETENTION_APPOINTMENTS_MIN`…`RETENTION_MONTHS_MAX`) and Mesi di conservazione dei messaggi
 * (`mesi_messaggi`, `RETENTION_MESSAGES_MIN`…`RETENTION_MONTHS_MAX`), read by the daily
 * retention job (`src/server/jobs/privacy-retention.ts`). On the settings frame: SALVA →
 * "Salvato"; a value out of range is sent as typed and the server's Italian refusal
 * (PRIVACY_MSG) is shown, the typing kept (draft in sessionStorage, `useSettingsForm`).
 */
import { NumberInput, Text } from '@mantine/core';
import {
  RETENTION_APPOINTMENTS_MIN,
  RETENTION_MESSAGES_MIN,
  RETENTION_MONTHS_MAX,
} from '@shared/contracts/settings';
import { COMMON_MSG } from '@shared/messages';
import { useSaveSettings, type LoadedSection } from '@web/data/settings';
import { toast } from '@web/lib/toast';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SETTINGS_TEXTS } from '../texts';
import { SectionLoader } from './section-loader';
import { SettingsBlock, SettingsFrame } from './settings-frame';

const T = SETTINGS_TEXTS.privacy;

/** A number field's value: a number, or '' while the field is empty (the server refuses it). */
type NumberValue = number | string;

export function PrivacySettingsPage() {
  return (
    <SectionLoader sections={['privacy'] as const}>
      {([privacy]) => <PrivacyForm loaded={privacy} />}
    </SectionLoader>
  );
}

function PrivacyForm({ loaded }: { loaded: LoadedSection<'privacy'> }) {
  const form = useSettingsForm('privacy', {
    mesi_appuntamenti: loaded.value.mesi_appuntamenti as NumberValue,
    mesi_messaggi: loaded.value.mesi_messaggi as NumberValue,
  });
  const save = useSaveSettings();
  const v = form.values;

  const onSave = async () => {
    const sent = v;
    try {
      await save.mutateAsync({ section: 'privacy', body: sent });
      form.markSaved(sent);
      toast.ok(COMMON_MSG.saved);
    } catch (err) {
      toast.failure(err);
    }
  };

  return (
    <SettingsFrame
      title={T.title}
      onSave={() => void onSave()}
      saving={save.isPending}
      restored={form.restored}
      onDiscard={form.discard}
    >
      <SettingsBlock title={T.retention}>
        <Text size="sm" c="dimmed">
          {T.retentionHint}
        </Text>
        <NumberInput
          label={T.appointments}
          description={T.appointmentsHint(RETENTION_APPOINTMENTS_MIN, RETENTION_MONTHS_MAX)}
          value={v.mesi_appuntamenti}
          onChange={(n) => form.set('mesi_appuntamenti', n)}
          min={RETENTION_APPOINTMENTS_MIN}
          max={RETENTION_MONTHS_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={640}
        />
        <NumberInput
          label={T.messages}
          description={T.messagesHint(RETENTION_MESSAGES_MIN, RETENTION_MONTHS_MAX)}
          value={v.mesi_messaggi}
          onChange={(n) => form.set('mesi_messaggi', n)}
          min={RETENTION_MESSAGES_MIN}
          max={RETENTION_MONTHS_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={640}
        />
      </SettingsBlock>
    </SettingsFrame>
  );
}
