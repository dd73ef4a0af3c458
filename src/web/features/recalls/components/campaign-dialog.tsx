/**
 * "Crea campagna SMS / WhatsApp" (spec 001 §2 sms_revisioni, §5, §9): the name
 * `RICHIAMI {MESE} {anno + 2}`, editable; a used name answers "Esiste già una campagna con
 * questo nome". On success the campaign screen opens with `?campagna=<id>`.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Text, TextInput } from '@mantine/core';
import type { Channel } from '@shared/contracts/messaging';
import type { RecallFilterSet } from '@shared/domain/recalls';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { FormDialog } from '@web/components/form-dialog';
import { campaignCreateError } from '@web/lib/load-error';
import { toast } from '@web/lib/toast';
import { useCreateRecallCampaign } from '../api/recalls';
import { RECALLS_TEXTS as T } from '../texts';

type Props = {
  channel: Channel;
  defaultName: string;
  year: number;
  month: number;
  filters: RecallFilterSet;
  count: number;
  onClose: () => void;
};

export function CampaignDialog({
  channel,
  defaultName,
  year,
  month,
  filters,
  count,
  onClose,
}: Props) {
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateRecallCampaign();
  const navigate = useNavigate();

  const submit = () => {
    setNameError(null);
    create.mutate(
      { year, month, channel, name, filters },
      {
        onSuccess: (res) => {
          toast.ok(T.created(res.queued));
          if (res.invalidPhones > 0) toast.info(T.skippedPhones(res.invalidPhones));
          if (res.skippedOptOut > 0) toast.info(T.skippedOptOut(res.skippedOptOut));
          // The dialog belongs to this moment: closed before the campaign screen opens, so
          // coming back to Richiami Revisioni never finds it open again.
          onClose();
          const base = channel === 'sms' ? paths.user.smsComunicazioni : paths.user.waComunicazioni;
          void navigate(`${base}?campagna=${res.campaign.id}`);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'duplicate_campaign')
            setNameError(err.message);
          else if (err instanceof ApiError && err.status === 400) toast.warn(err.message);
          else toast.error(campaignCreateError(err));
        },
      },
    );
  };

  return (
    <FormDialog
      title={T.campaignDialog(channel === 'wa')}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={T.cancel}
      submitLabel={T.create}
      submitting={create.isPending}
    >
      <TextInput
        label={T.campaignName}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={nameError}
        data-autofocus
        maxLength={100}
      />
      <Text size="sm" c="dimmed">
        {T.campaignHint(count)}
      </Text>
    </FormDialog>
  );
}
