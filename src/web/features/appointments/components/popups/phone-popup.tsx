/**
 * Phone number display popup (spec 000 §2 popups, keyboard space): the number in large
 * type, grouped for reading (`formatPhone`), with "Copia" (toast "Numero Copiato") and a
 * `tel:` link to call it.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCopy, IconPhone } from '@tabler/icons-react';
import { formatPhone, phoneDigits } from '@shared/domain/phone';
import { APPOINTMENTS_MSG, COMMON_MSG } from '@shared/messages';
import { toast } from '@web/lib/toast';
import { copyText } from '@web/lib/clipboard';
import { useHeldWhileOpen } from '@web/hooks/use-held-while-open';
import { APPOINTMENTS_TEXTS as T } from '@web/features/appointments/texts';

type Props = { opened: boolean; onClose: () => void; phone: string };

/** Modal showing one phone number. */
export function PhonePopup({ opened, onClose, phone }: Props) {
  const digits = phoneDigits(useHeldWhileOpen(phone, opened));
  const copy = async () => {
    if (await copyText(digits)) toast.ok(APPOINTMENTS_MSG.phoneCopied);
    else toast.error(COMMON_MSG.serverError);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={T.phoneTitle} centered size="md">
      {digits ? (
        <Stack align="center" gap="lg" py="sm">
          <Text
            component="output"
            fw={800}
            ta="center"
            style={{
              fontSize: 'clamp(2rem, 9vw, 3.25rem)',
              letterSpacing: '0.04em',
              fontVariantNumeric: 'tabular-nums',
              lineHeight: 1.1,
            }}
          >
            {formatPhone(digits)}
          </Text>
          <Group grow w="100%">
            <Button
              variant="light"
              leftSection={<IconCopy size={18} />}
              onClick={() => void copy()}
            >
              {T.copy}
            </Button>
            <Button component="a" href={`tel:${digits}`} leftSection={<IconPhone size={18} />}>
              {T.call}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          {T.noPhone}
        </Text>
      )}
    </Modal>
  );
}
