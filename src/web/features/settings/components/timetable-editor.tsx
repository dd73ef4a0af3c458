/**
 * The timetable of the APP settings (spec 001 §2 "Timetable generator: fields 'dalle',
 * 'alle' and 'ogni' (minutes); the timetable must be valid … for the 'Valida' action";
 * §9 defaults 7:30, 20:00, 30): the labels, one per line (a pasted JSON list is read too),
 * the generator and Valida.
 */
import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { TIMETABLE_GENERATOR_DEFAULTS as GEN } from '@shared/domain/timetable';
import { toast } from '@web/lib/toast';
import {
  GENERATOR_MAX_STEP,
  GENERATOR_MIN_STEP,
  generateFromInputs,
  readTimetable,
  timetableToText,
} from '../lib/timetable-form';
import { SETTINGS_TEXTS as T } from '../texts';

/** One end of the generator ('dalle', 'alle'): an hour typed as text, e.g. "7:30". */
function HourInput(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      w={96}
      inputMode="numeric"
    />
  );
}

type Props = {
  text: string;
  onChange: (text: string) => void;
  /** The message of the last failed check (Valida or SALVA), shown under the field. */
  error: string | null;
  onError: (message: string | null) => void;
};

export function TimetableEditor({ text, onChange, error, onError }: Props) {
  const [from, setFrom] = useState<string>(GEN.from);
  const [to, setTo] = useState<string>(GEN.to);
  const [every, setEvery] = useState<number | string>(GEN.everyMinutes);
  const read = readTimetable(text);
  const rows = read.ok ? read.labels.length : text.split('\n').filter((l) => l.trim()).length;

  const generate = () => {
    const out = generateFromInputs(from, to, every);
    if (!out.ok) {
      toast.error(out.message);
      return;
    }
    onError(null);
    onChange(timetableToText(out.labels));
  };

  const validate = () => {
    if (read.ok) {
      onError(null);
      toast.ok(T.timetableValid(read.labels.length));
    } else {
      onError(read.message);
      toast.error(read.message);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <HourInput label={T.generatorFrom} value={from} onChange={setFrom} />
        <HourInput label={T.generatorTo} value={to} onChange={setTo} />
        <NumberInput
          label={T.generatorEvery}
          value={every}
          onChange={setEvery}
          min={GENERATOR_MIN_STEP}
          max={GENERATOR_MAX_STEP}
          allowDecimal={false}
          allowNegative={false}
          w={120}
        />
        <Button variant="light" leftSection={<IconClockHour4 size={18} />} onClick={generate}>
          {T.generate}
        </Button>
      </Group>
      <Textarea
        label={T.timetable}
        value={text}
        onChange={(e) => {
          onError(null);
          onChange(e.currentTarget.value);
        }}
        description={T.timetableHint(rows)}
        error={error}
        autosize
        minRows={6}
        maxRows={14}
        maw={320}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        spellCheck={false}
      />
      <Group>
        <Button variant="default" leftSection={<IconCheck size={18} />} onClick={validate}>
          {T.validate}
        </Button>
      </Group>
    </Stack>
  );
}
