/**
 * `#/admin/nuovo_utente` (spec 001 §2, §5; 000 §3 utente): user name (unique), password,
 * note, link_web (unique: "Questo link web è già associato a un altro utente"), expiry
 * (default today + 100 days, "+1 anno"), option flags. Creates the account with the default
 * settings and opens its editor.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { OptionFlag } from '@shared/contracts/auth';
import { addDays, todayInRome } from '@shared/domain/iso-date';
import { ADMIN_MSG } from '@shared/messages/admin';
import { Panel } from '@web/components/panel';
import { SubmitForm } from '@web/components/submit-form';
import { PageTitle } from '@web/components/page-title';
import { IconLink } from '@web/components/icon-link';
import { paths } from '@web/config/paths';
import { toast } from '@web/lib/toast';
import { useCreateAccount } from '../api/accounts';
import { TRIAL_DAYS } from '../lib/filters';
import { ADMIN_TEXTS as T } from '../texts';
import { AccountNoteInput, duplicateFieldError, LinkWebInput } from './account-fields';
import { editHref } from './accounts-page';
import { ExpiryInput } from './expiry-input';
import { OptionCheckboxes } from './option-checkboxes';

type Errors = Partial<Record<'username' | 'password' | 'linkWeb', string>>;

export function NewAccountPage() {
  const today = todayInRome();
  const navigate = useNavigate();
  const create = useCreateAccount();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [linkWeb, setLinkWeb] = useState('');
  const [expiresOn, setExpiresOn] = useState(addDays(today, TRIAL_DAYS));
  const [options, setOptions] = useState<OptionFlag[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const next: Errors = {
      username: username.trim() ? undefined : ADMIN_MSG.usernameRequired,
      password: password.length >= 8 ? undefined : ADMIN_MSG.passwordTooShort,
    };
    setErrors(next);
    if (next.username || next.password) return;
    create.mutate(
      {
        username: username.trim(),
        password,
        note,
        linkWeb: linkWeb.trim() || null,
        expiresOn: expiresOn || null,
        options,
      },
      {
        onSuccess: (w) => {
          toast.ok(T.created);
          void navigate(editHref(w.id));
        },
        onError: (err) => {
          const fieldError = duplicateFieldError(err);
          if (fieldError) setErrors(fieldError);
          else toast.failure(err);
        },
      },
    );
  };

  return (
    <SubmitForm noValidate onSubmit={submit}>
      <Stack gap="md" maw={760} mx="auto" w="100%">
        <Group gap="sm" wrap="nowrap">
          <IconLink to={paths.admin.listaUtenti} label={T.back}>
            <IconArrowLeft size={20} />
          </IconLink>
          <PageTitle>{T.newTitle}</PageTitle>
        </Group>
        <Panel>
          <TextInput
            label={T.username}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={errors.username}
            maxLength={100}
            autoComplete="off"
            required
          />
          <PasswordInput
            label={T.password}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            autoComplete="new-password"
            required
          />
          <LinkWebInput value={linkWeb} onChange={setLinkWeb} error={errors.linkWeb} />
          <ExpiryInput value={expiresOn} onChange={setExpiresOn} today={today} />
          <AccountNoteInput value={note} onChange={setNote} />
          <OptionCheckboxes value={options} onChange={setOptions} />
        </Panel>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {T.create}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
