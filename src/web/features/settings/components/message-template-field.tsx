/**
 * One message template (spec 001 §3 config_sms / config_wa texts, §5 "Template variables"
 * and "Each SMS text shows a live character count"): the text, buttons that insert the
 * variables this template allows at the cursor, a warning for variables it does not
 * allow, the default text, and the live count — with the SMS parts (GSM-7 160/153, UCS-2
 * 70/67, `smsParts`) for SMS.
 */
import { useRef } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { MESSAGE_TEXT_MAX } from '@shared/contracts/settings';
import {
  OPT_IN_VARIABLES,
  TEMPLATE_VARIABLES,
  templateVariablesIn,
  type MessageTemplateField as Field,
} from '@shared/domain/default-texts';
import { smsParts } from '@shared/domain/sms-parts';
import { SETTINGS_TEXTS as T } from '../texts';

type Props = {
  field: Field;
  channel: 'sms' | 'wa';
  value: string;
  onChange: (text: string) => void;
  defaultText: string;
};

export function MessageTemplateField({ field, channel, value, onChange, defaultText }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const label = T.textLabels[field];
  const allowed = TEMPLATE_VARIABLES[field];
  const unknown = templateVariablesIn(value).filter((v) => !allowed.includes(v));
  const chars = [...value].length;
  const parts = smsParts(value);

  const insert = (variable: string) => {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + variable + value.slice(end);
    onChange(next);
    // Put the caret after the inserted variable once React has written the new value.
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(start + variable.length, start + variable.length);
    });
  };

  return (
    <Stack gap={6}>
      <Textarea
        ref={ref}
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MESSAGE_TEXT_MAX}
        // The live count is the field's description, under the text (and read with it).
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <Text
            component="span"
            size="xs"
            fw={600}
            c={channel === 'sms' && parts.parts > 1 ? 'orange.9' : 'dimmed'}
            data-testid={`${field}-count`}
          >
            {channel === 'sms' ? T.smsCount(chars, parts.parts) : T.characters(chars)}
            {channel === 'sms' && parts.encoding === 'UCS-2' ? ` (${T.ucs2})` : ''}
          </Text>
        }
      />
      <Group justify="space-between" gap="xs" align="flex-start">
        <Group gap={6}>
          <Text size="xs" c="dimmed" component="span">
            {T.variables}
          </Text>
          {allowed.map((v) => (
            <Button
              key={v}
              size="compact-xs"
              variant="light"
              radius="sm"
              onClick={() => insert(v)}
              aria-label={T.insertVariable(v, label)}
              ff="monospace"
            >
              {v}
            </Button>
          ))}
        </Group>
        {value !== defaultText && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="dark"
            leftSection={<IconRestore size={14} />}
            onClick={() => onChange(defaultText)}
            aria-label={T.defaultTextFor(label)}
          >
            {T.defaultText}
          </Button>
        )}
      </Group>
      {OPT_IN_VARIABLES[field]?.includes('$link$') && (
        <Text size="xs" c="dimmed">
          {T.customerLinkHint}
        </Text>
      )}
      {allowed.includes('$stop$') && (
        <Text size="xs" c="dimmed">
          {T.stopLinkHint}
        </Text>
      )}
      {unknown.length > 0 && (
        <Text size="xs" c="orange.9" role="status">
          {T.unknownVariables(unknown.join(' '))}
        </Text>
      )}
    </Stack>
  );
}
