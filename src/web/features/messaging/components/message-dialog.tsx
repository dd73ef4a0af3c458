/**
 * New / edit message dialog (spec 001 §2, §5): Telefono (numeric), Descrizione, Testo with
 * a live character count and SMS parts. A new message goes into campaign LIBERA.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { Channel, Message } from '@shared/contracts/messaging';
import { smsParts } from '@shared/domain/sms-parts';
import { toast } from '@web/lib/toast';
import { useCampaignAction } from '../api/campaigns';
import { MESSAGING_TEXTS as T } from '../texts';

type Props = {
  channel: Channel;
  /** The message to edit; null: a new free message. */
  message: Message | null;
  onClose: () => void;
};

export function MessageDialog({ channel, message, onClose }: Props) {
  const [phone, setPhone] = useState(message?.phone ?? '');
  const [description, setDescription] = useState(message?.description ?? '');
  const [text, setText] = useState(message?.text ?? '');
  const action = useCampaignAction(channel);
  const parts = smsParts(text);

  const save = () => {
    const fields = { phone, text, description };
    action.mutate(
      message ? { kind: 'edit', id: message.id, ...fields } : { kind: 'add', ...fields },
      {
        onSuccess: () => {
          toast.ok(T.saved);
          onClose();
        },
        onError: toast.failure,
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={message ? T.editMessage : T.newMessage} size="lg">
      <Stack gap="sm">
        <TextInput
          label={T.phone}
          inputMode="numeric"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value.replace(/[^\d+ ]/g, ''))}
          data-autofocus
        />
        <TextInput
          label={T.description}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={200}
        />
        <Textarea
          label={T.text}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={2000}
          description={
            <Text component="span" size="xs" aria-live="polite" data-testid="sms-count">
              {T.chars(parts.length, parts.parts)}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.close}
          </Button>
          <Button onClick={save} loading={action.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
