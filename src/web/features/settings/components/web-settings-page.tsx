/**
 * #/user/impostazioni_web, APPUNTAMENTI ONLINE (spec 001 §2, §3 config_web, §4 maintenance
 * text editable only when on, §5 revisioni_simultane 1–3): booking link with Copia,
 * maintenance, home text, confirmation channel, simultaneous inspections, vehicle types,
 * holiday overrides and the opening-hours grid, on the settings frame (Back, SALVA). Reads
 * the shared `web` and `app` sections (`@web/data/settings`; the timetable sizes the grid).
 */
import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { copyText } from '@web/lib/clipboard';
import { useSession } from '@web/data/session';
import { useSaveSettings, type LoadedSection, type SectionValue } from '@web/data/settings';
import { toast } from '@web/lib/toast';
import { lines, normaliseHours } from '../lib/hours';
import { SETTINGS_TEXTS } from '../texts';
import { HoursGrid } from './hours-grid';
import { SectionLoader } from './section-loader';
import { SettingsFrame } from './settings-frame';

const T = SETTINGS_TEXTS.web;

/** The `web` section as its schema types it (`@shared/contracts/settings`). */
type Web = SectionValue<'web'>;

export function WebSettingsPage() {
  return (
    <SectionLoader sections={['web', 'app'] as const}>
      {([web, app]) => <WebForm initial={web} timetable={app.value.orari_tabella} />}
    </SectionLoader>
  );
}

/** One list of holiday overrides (open on a holiday, or a day added as closed): one date a line. */
function HolidayDates(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Textarea
      label={props.label}
      description={T.holidaysHint}
      autosize
      minRows={2}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

function WebForm({ initial, timetable }: { initial: LoadedSection<'web'>; timetable: string[] }) {
  const session = useSession();
  const [v, setV] = useState<Web>(() => {
    const saved = initial.value;
    return { ...saved, orari_lavoro: normaliseHours(saved.orari_lavoro, timetable.length) };
  });
  const [open, setOpen] = useState(v.festivi_aperti.join('\n'));
  const [added, setAdded] = useState(v.festivi_aggiunti.join('\n'));
  const set = <K extends keyof Web>(k: K, value: Web[K]) => setV((x) => ({ ...x, [k]: value }));
  const save = useSaveSettings();
  const linkWeb = session.data?.workshop?.linkWeb ?? '';
  const link = `${window.location.origin}/prenota?code=${encodeURIComponent(linkWeb)}`;
  const types = (v.tipo_veicoli.match(/[0-2]/g) ?? []).map(Number);
  const onSave = async () => {
    try {
      await save.mutateAsync({
        section: 'web',
        body: { ...v, festivi_aperti: lines(open), festivi_aggiunti: lines(added) },
      });
      toast.ok(T.saved);
    } catch (err) {
      toast.failure(err);
    }
  };
  return (
    <SettingsFrame title={T.title} onSave={() => void onSave()} saving={save.isPending}>
      <Card withBorder>
        <Stack gap="sm">
          <Group align="flex-end" wrap="nowrap">
            <TextInput label={T.link} value={link} readOnly style={{ flex: 1 }} />
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyText(link).then((ok) => ok && toast.ok(T.copied))}
            >
              {T.copy}
            </Button>
          </Group>
          <Switch
            label={T.maintenance}
            description={T.maintenanceHint}
            checked={v.manutenzione === 1}
            onChange={(e) => set('manutenzione', e.currentTarget.checked ? 1 : 0)}
          />
          <Textarea
            label={T.maintenanceText}
            autosize
            minRows={2}
            disabled={v.manutenzione !== 1}
            value={v.testo_manutenzione}
            onChange={(e) => set('testo_manutenzione', e.currentTarget.value)}
          />
          <Textarea
            label={T.homeText}
            autosize
            minRows={3}
            value={v.testo_home_page}
            onChange={(e) => set('testo_home_page', e.currentTarget.value)}
          />
          <Group gap="xl" align="flex-start">
            <Stack gap={4}>
              <Input.Label id="wb-msg">{T.msgConferma}</Input.Label>
              <SegmentedControl
                aria-labelledby="wb-msg"
                value={v.msg_conferma}
                onChange={(x) => set('msg_conferma', x as 'sms' | 'wa')}
                data={[
                  { value: 'sms', label: T.channels.sms },
                  { value: 'wa', label: T.channels.wa },
                ]}
              />
            </Stack>
            <Stack gap={4}>
              <Input.Label id="wb-sim">{T.simultaneous}</Input.Label>
              <SegmentedControl
                aria-labelledby="wb-sim"
                value={String(v.revisioni_simultane)}
                onChange={(x) => set('revisioni_simultane', Number(x))}
                data={['1', '2', '3']}
              />
            </Stack>
          </Group>
          <Checkbox.Group
            label={T.vehicleTypes}
            description={T.vehicleTypesHint}
            value={types.map(String)}
            onChange={(x) => set('tipo_veicoli', [...x].sort().join(','))}
          >
            <Group mt={4}>
              {T.vehicleTypeLabels.map((label, i) => (
                <Checkbox key={label} value={String(i)} label={label} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <HolidayDates label={T.holidaysOpen} value={open} onChange={setOpen} />
            <HolidayDates label={T.holidaysAdded} value={added} onChange={setAdded} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="xs">
          {T.hours}
        </Title>
        <HoursGrid
          timetable={timetable}
          hours={v.orari_lavoro}
          onChange={(h) => set('orari_lavoro', h)}
        />
      </Card>
    </SettingsFrame>
  );
}
