/**
 * A phone number that dials on click (`tel:` link, spec 001 §2 rubrica "phone numbers
 * dial/copy on click") with a copy button beside it; "Copiato" when copied (spec 001 §8).
 */
import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { copyText } from '@web/lib/clipboard';
import { toast } from '@web/lib/toast';

const T = {
  call: (n: string) => `Chiama ${n}`,
  copy: (n: string) => `Copia ${n}`,
  copied: 'Copiato',
  copyFailed: 'Copia non riuscita',
};

/** `tel:` href: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function PhoneActions({ phone }: { phone: string }) {
  if (phone.trim() === '') return <Text c="dimmed">—</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor
        href={telHref(phone)}
        size="sm"
        aria-label={T.call(phone)}
        style={{ whiteSpace: 'nowrap' }}
      >
        {phone}
      </Anchor>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={T.copy(phone)}
        title={T.copy(phone)}
        onClick={() =>
          void copyText(phone).then((ok) => (ok ? toast.ok(T.copied) : toast.warn(T.copyFailed)))
        }
      >
        <IconCopy size={16} />
      </ActionIcon>
    </Group>
  );
}
