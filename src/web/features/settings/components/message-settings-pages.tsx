/**
 * #/user/impostazioni_sms and #/user/impostazioni_wa (spec 001 §2, §3 config_sms, config_wa):
 * SMS — Token (write-only: the field only says whether one is set), Mittente (≤ 11, extra
 * input ignored), Giorni promemoria and the six texts with live count and SMS parts;
 * WhatsApp — the same texts and massivo_max. SALVA → "Salvato"; a refusal shows the
 * server's Italian message and keeps what was typed (draft in sessionStorage, never the token).
 */
import { useState } from 'react';
import { NumberInput, PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  DEFAULT_SMS_TEXTS,
  DEFAULT_WA_TEXTS,
  MESSAGE_TEMPLATE_FIELDS,
  type MessageTemplateField as Field,
} from '@shared/domain/default-texts';
import { COMMON_MSG } from '@shared/messages';
import { toast } from '@web/lib/toast';
import { useSaveSettings, type LoadedSection } from '@web/data/settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SETTINGS_TEXTS as T } from '../texts';
import { MessageTemplateField } from './message-template-field';
import { SectionLoader } from './section-loader';
import { SettingsBlock, SettingsFrame } from './settings-frame';

/** Longest sender name (spec 001 §5, §9). */
const SENDER_MAX = 11;

type Texts = Record<Field, string>;
const textsOf = (v: Texts): Texts =>
  Object.fromEntries(MESSAGE_TEMPLATE_FIELDS.map((f) => [f, v[f]])) as Texts;

/** A number field's value: a number, or '' while the field is empty (the server refuses it). */
type NumberValue = number | string;

export function SmsSettingsPage() {
  return (
    <SectionLoader sections={['sms'] as const}>{([sms]) => <SmsForm loaded={sms} />}</SectionLoader>
  );
}

function SmsForm({ loaded }: { loaded: LoadedSection<'sms'> }) {
  const saved = {
    mittente: loaded.value.mittente,
    giorni_promemoria: loaded.value.giorni_promemoria as NumberValue,
    invio_automatico: loaded.value.invio_automatico,
    ora_invio: loaded.value.ora_invio,
    richiami_automatici: loaded.value.richiami_automatici,
    giorno_richiami: loaded.value.giorno_richiami as NumberValue,
    ...textsOf(loaded.value),
  };
  const form = useSettingsForm('sms', saved);
  const [token, setToken] = useState('');
  const save = useSaveSettings();
  const v = form.values;

  const onSave = async () => {
    const sent = v;
    try {
      await save.mutateAsync({ section: 'sms', body: { ...sent, ...(token ? { token } : {}) } });
      form.markSaved(sent);
      setToken('');
      toast.ok(COMMON_MSG.saved);
    } catch (err) {
      toast.failure(err);
    }
  };

  return (
    <SettingsFrame
      title={T.smsTitle}
      onSave={() => void onSave()}
      saving={save.isPending}
      restored={form.restored}
      onDiscard={form.discard}
    >
      <SettingsBlock title={T.smsAccount}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <PasswordInput
            label={T.token}
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            placeholder={loaded.tokenSet ? T.tokenSet : ''}
            description={loaded.tokenSet ? T.tokenHintSet : T.tokenHintUnset}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': T.showToken }}
          />
          <TextInput
            label={T.sender}
            value={v.mittente}
            maxLength={SENDER_MAX}
            onChange={(e) => form.set('mittente', e.currentTarget.value.slice(0, SENDER_MAX))}
            description={T.senderHint([...v.mittente].length)}
          />
          <NumberInput
            label={T.reminderDays}
            value={v.giorni_promemoria}
            onChange={(n) => form.set('giorni_promemoria', n)}
            min={0}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            description={T.reminderDaysHint}
          />
        </SimpleGrid>
      </SettingsBlock>
      <SettingsBlock title={T.autoSend}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Switch
            label={T.autoSendSwitch}
            description={T.autoSendHint}
            checked={v.invio_automatico}
            onChange={(e) => form.set('invio_automatico', e.currentTarget.checked)}
          />
          <TextInput
            type="time"
            label={T.autoSendTime}
            description={T.autoSendTimeHint}
            value={v.ora_invio}
            disabled={!v.invio_automatico}
            onChange={(e) => form.set('ora_invio', e.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="md">
          <Switch
            label={T.autoRecallSwitch}
            description={T.autoRecallHint}
            checked={v.richiami_automatici}
            onChange={(e) => form.set('richiami_automatici', e.currentTarget.checked)}
          />
          <NumberInput
            label={T.autoRecallDay}
            description={T.autoRecallDayHint}
            value={v.giorno_richiami}
            disabled={!v.richiami_automatici}
            onChange={(n) => form.set('giorno_richiami', n)}
            min={1}
            max={28}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
          />
        </SimpleGrid>
      </SettingsBlock>
      <TextsBlock channel="sms" values={v} onChange={(f, text) => form.set(f, text)} />
    </SettingsFrame>
  );
}

/**
 * WhatsApp settings, only with +whatsapp (the admin sees them without, spec 001 §6: the
 * gate of its row in `src/web/app/screens/settings.ts`).
 */
export function WaSettingsPage() {
  return (
    <SectionLoader sections={['wa'] as const}>{([wa]) => <WaForm loaded={wa} />}</SectionLoader>
  );
}

function WaForm({ loaded }: { loaded: LoadedSection<'wa'> }) {
  const saved = {
    massivo_max: loaded.value.massivo_max as NumberValue,
    ...textsOf(loaded.value),
  };
  const form = useSettingsForm('wa', saved);
  const save = useSaveSettings();
  const v = form.values;

  const onSave = async () => {
    const sent = v;
    try {
      await save.mutateAsync({ section: 'wa', body: sent });
      form.markSaved(sent);
      toast.ok(COMMON_MSG.saved);
    } catch (err) {
      toast.failure(err);
    }
  };

  return (
    <SettingsFrame
      title={T.waTitle}
      onSave={() => void onSave()}
      saving={save.isPending}
      restored={form.restored}
      onDiscard={form.discard}
    >
      <SettingsBlock title={T.waAccount}>
        <NumberInput
          label={T.waMax}
          value={v.massivo_max}
          onChange={(n) => form.set('massivo_max', n)}
          min={0}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          description={T.waMaxHint}
          maw={320}
        />
      </SettingsBlock>
      <TextsBlock channel="wa" values={v} onChange={(f, text) => form.set(f, text)} />
    </SettingsFrame>
  );
}

function TextsBlock({
  channel,
  values,
  onChange,
}: {
  channel: 'sms' | 'wa';
  values: Texts;
  onChange: (field: Field, text: string) => void;
}) {
  const defaults = channel === 'sms' ? DEFAULT_SMS_TEXTS : DEFAULT_WA_TEXTS;
  return (
    <SettingsBlock title={T.textsSection}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
        {MESSAGE_TEMPLATE_FIELDS.map((field) => (
          <MessageTemplateField
            key={field}
            field={field}
            channel={channel}
            value={values[field]}
            onChange={(text) => onChange(field, text)}
            defaultText={defaults[field]}
          />
        ))}
      </SimpleGrid>
    </SettingsBlock>
  );
}
