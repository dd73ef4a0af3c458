/**
 * The buttons row of a popup that sends one message to one customer (spec 000 §2 Veicolo
 * pronto / Avviso ticket, booking download popup): Chiudi, then `extra` (the booking
 * sheet's e-mail), then WhatsApp (only with `whatsapp`) and SMS. Each send button spins
 * while its own send runs; `disabled` says when it cannot be pressed.
 */
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage } from '@tabler/icons-react';
import { WA_BUTTON_COLOR } from '../lib/format';
import { MESSAGING_TEXTS as T } from '../texts';

/** One send button's state. */
export type SendButtonState = { onClick: () => void; loading: boolean; disabled: boolean };

type Props = {
  onClose: () => void;
  /** Shown only when the workshop has the `+whatsapp` option. */
  whatsapp: SendButtonState | null;
  sms: SendButtonState;
  extra?: ReactNode;
};

export function SendButtons({ onClose, whatsapp, sms, extra }: Props) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onClose}>
        {T.close}
      </Button>
      {extra}
      {whatsapp && (
        <Button
          color={WA_BUTTON_COLOR}
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          onClick={whatsapp.onClick}
          loading={whatsapp.loading}
          disabled={whatsapp.disabled}
        >
          {T.sendWhatsapp}
        </Button>
      )}
      <Button
        leftSection={<IconMessage size={16} aria-hidden />}
        onClick={sms.onClick}
        loading={sms.loading}
        disabled={sms.disabled}
      >
        {T.sendSms}
      </Button>
    </Group>
  );
}
