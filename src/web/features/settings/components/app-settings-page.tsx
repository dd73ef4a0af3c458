/**
 * #/user/impostazioni_app (spec 001 §2 "App: title, bar colour, company data" and the
 * timetable; §3 config_app, config_utente): Titolo, Colore barra (the header changes at
 * once after SALVA: the session is refreshed), Scorrimento visuale, the company data and
 * the timetable. A timetable change asks first (spec 001 §8 confirm "change timetable"),
 * saying how many appointments would fall outside a shorter grid.
 */
import { useState } from 'react';
import { ColorSwatch, Group, Radio, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { BAR_COLORS } from '@shared/contracts/settings';
import { COMMON_MSG } from '@shared/messages';
import { confirmAction } from '@web/components/confirm';
import { barBackground, barColor } from '@web/lib/bar-color';
import { hasOption, useSession } from '@web/data/session';
import { toast } from '@web/lib/toast';
import { fetchRowsInUse } from '../api/count-rows-in-use';
import { useSaveSettings, type LoadedSection } from '@web/data/settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { readTimetable, sameTimetable, timetableToText } from '../lib/timetable-form';
import { SETTINGS_TEXTS as T } from '../texts';
import { SectionLoader } from './section-loader';
import { SettingsBlock, SettingsFrame } from './settings-frame';
import { TimetableEditor } from './timetable-editor';

const COMPANY_FIELDS = [
  'nome',
  'matricola',
  'autorizzazione',
  'indirizzo',
  'email',
  'telefono',
  'partita_iva',
] as const;

export function AppSettingsPage() {
  return (
    <SectionLoader sections={['app', 'utente'] as const}>
      {([app, company]) => <AppForm app={app} company={company} />}
    </SectionLoader>
  );
}

function AppForm({
  app,
  company,
}: {
  app: LoadedSection<'app'>;
  company: LoadedSection<'utente'>;
}) {
  const appForm = useSettingsForm('app', {
    titolo: app.value.titolo,
    colore_barra: app.value.colore_barra as string,
    visual_scroll: app.value.visual_scroll as number,
    orari: timetableToText(app.value.orari_tabella),
    turno1: app.value.turni[0] ?? '',
    turno2: app.value.turni[1] ?? '',
    turno3: app.value.turni[2] ?? '',
  });
  // +mod_kuma: the staff rota's names (spec 000 §2 side boxes), two or three.
  const withRota = hasOption(useSession().data, '+mod_kuma');
  const companyForm = useSettingsForm('utente', { ...company.value } as Record<
    (typeof COMPANY_FIELDS)[number],
    string
  >);
  const save = useSaveSettings();
  const [busy, setBusy] = useState(false);
  const [timetableError, setTimetableError] = useState<string | null>(null);
  const a = appForm.values;
  const c = companyForm.values;

  /** Asks before a timetable change; false when the user said no (or the count failed). */
  const confirmTimetable = async (labels: string[]): Promise<boolean> => {
    const current = app.value.orari_tabella;
    if (sameTimetable(labels, current)) return true;
    const outside = labels.length < current.length ? await fetchRowsInUse(labels.length) : 0;
    return confirmAction({
      title: T.timetableConfirmTitle,
      message:
        outside > 0
          ? T.timetableOutside(outside, labels.length)
          : T.timetableConfirm(labels.length),
      confirmLabel: T.timetableConfirmLabel,
      danger: outside > 0,
    });
  };

  const onSave = async () => {
    const sentApp = a;
    const sentCompany = c;
    const timetable = readTimetable(sentApp.orari);
    if (!timetable.ok) {
      setTimetableError(timetable.message);
      toast.error(timetable.message);
      return;
    }
    setBusy(true);
    try {
      if (!(await confirmTimetable(timetable.labels))) return;
      await save.mutateAsync({ section: 'utente', body: sentCompany });
      companyForm.markSaved(sentCompany);
      await save.mutateAsync({
        section: 'app',
        body: {
          titolo: sentApp.titolo,
          colore_barra: sentApp.colore_barra,
          visual_scroll: sentApp.visual_scroll,
          orari_tabella: timetable.labels,
          ...(withRota
            ? {
                turni: [sentApp.turno1, sentApp.turno2, sentApp.turno3]
                  .map((n) => n.trim().toUpperCase())
                  .filter((n) => n !== ''),
              }
            : {}),
        },
      });
      appForm.markSaved(sentApp);
      toast.ok(COMMON_MSG.saved);
    } catch (err) {
      toast.failure(err);
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    appForm.discard();
    companyForm.discard();
    setTimetableError(null);
  };

  return (
    <SettingsFrame
      title={T.appTitle}
      onSave={() => void onSave()}
      saving={busy}
      restored={appForm.restored || companyForm.restored}
      onDiscard={discard}
    >
      <SettingsBlock title={T.appSection}>
        <TextInput
          label={T.title}
          description={T.titleHint}
          value={a.titolo}
          onChange={(e) => appForm.set('titolo', e.currentTarget.value)}
          maxLength={100}
          maw={520}
        />
        <Radio.Group
          label={T.barColor}
          value={a.colore_barra}
          onChange={(v) => appForm.set('colore_barra', v)}
        >
          <Group gap="lg" mt={6}>
            {BAR_COLORS.map((name) => (
              <Radio
                key={name}
                value={name}
                color={barColor(name)}
                label={
                  <Group gap={6} wrap="nowrap">
                    <ColorSwatch color={barBackground(name)} size={16} aria-hidden />
                    {name}
                  </Group>
                }
              />
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label={T.visualScroll}
          description={T.visualScrollHint}
          checked={a.visual_scroll === 1}
          onChange={(e) => appForm.set('visual_scroll', e.currentTarget.checked ? 1 : 0)}
        />
      </SettingsBlock>

      {withRota && (
        <SettingsBlock title={T.rotaSection}>
          <Text size="sm" c="dimmed">
            {T.rotaHint}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {(['turno1', 'turno2', 'turno3'] as const).map((field, i) => (
              <TextInput
                key={field}
                label={T.rotaName(i + 1)}
                value={a[field]}
                onChange={(e) => appForm.set(field, e.currentTarget.value)}
                maxLength={40}
              />
            ))}
          </SimpleGrid>
        </SettingsBlock>
      )}

      <SettingsBlock title={T.companySection}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {COMPANY_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={T.company[field]}
              value={c[field]}
              onChange={(e) => companyForm.set(field, e.currentTarget.value)}
              type={field === 'email' ? 'email' : 'text'}
              inputMode={field === 'telefono' ? 'tel' : undefined}
              autoComplete="off"
            />
          ))}
        </SimpleGrid>
      </SettingsBlock>

      <SettingsBlock title={T.timetableSection}>
        <TimetableEditor
          text={a.orari}
          onChange={(text) => appForm.set('orari', text)}
          error={timetableError}
          onError={setTimetableError}
        />
      </SettingsBlock>
    </SettingsFrame>
  );
}
