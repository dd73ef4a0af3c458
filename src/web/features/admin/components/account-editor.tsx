/**
 * The account editor (spec 001 §2 impostazioni_admin, §6: attivo, user name, password,
 * access code, note, scadenza with "+1 anno", link_web, option flags; Path Server / Path
 * Archivio editable only after a toggle). Switching the account off or moving its expiry
 * into the past asks first: its open desks are sent to login / #/app_scaduta at once.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconLogin2 } from '@tabler/icons-react';
import type { AdminAccount } from '@shared/contracts/admin';
import type { OptionFlag } from '@shared/contracts/auth';
import { todayInRome } from '@shared/domain/iso-date';
import { Panel } from '@web/components/panel';
import { SubmitForm } from '@web/components/submit-form';
import { PageTitle } from '@web/components/page-title';
import { PageLoader, useLoadingScreen } from '@web/components/page-loader';
import { confirmAction } from '@web/components/confirm';
import { LoadFailedAlert } from '@web/components/load-failed-alert';
import { toast } from '@web/lib/toast';
import { accountQueryOptions, useUpdateAccount } from '../api/accounts';
import { useEnterWorkshop } from '../api/admin-session';
import { ADMIN_TEXTS as T } from '../texts';
import { AccountNoteInput, duplicateFieldError, LinkWebInput } from './account-fields';
import { AccountHistory } from './account-history';
import { AccountSecurity } from './account-security';
import { HistoricalStatisticsEditor } from './historical-statistics';
import { ExpiryInput } from './expiry-input';
import { OptionCheckboxes } from './option-checkboxes';

type Props = {
  id: number;
  /**
   * Inside the account (impostazioni_admin): draws the screen's header from the title (the
   * settings header, with Back to impostazioni_home) instead of the editor's own title and
   * "Entra come utente".
   */
  header?: (title: string) => ReactNode;
};

/** Loads account `id` and shows its editor. */
export function AccountEditor({ id, header }: Props) {
  const q = useQuery(accountQueryOptions(id));
  if (useLoadingScreen(q.isPending) || q.isPending) return <PageLoader />;
  if (q.isError)
    return (
      <LoadFailedAlert
        title={q.error.message}
        retryLabel={T.retry}
        onRetry={() => void q.refetch()}
      />
    );
  return <EditorForm key={`${q.data.id}:${q.dataUpdatedAt}`} account={q.data} header={header} />;
}

function EditorForm({ account, header }: { account: AdminAccount; header: Props['header'] }) {
  const today = todayInRome();
  const update = useUpdateAccount(account.id);
  const enter = useEnterWorkshop();
  const [f, setF] = useState({
    active: account.active,
    username: account.username,
    note: account.note,
    expiresOn: account.expiresOn ?? '',
    linkWeb: account.linkWeb ?? '',
    options: account.options as OptionFlag[],
    pathServer: account.pathServer,
    pathArchive: account.pathArchive,
  });
  const [pathsUnlocked, setPathsUnlocked] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'username' | 'linkWeb', string>>>({});
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((p) => ({ ...p, [k]: v }));

  const save = async () => {
    if (f.active === 0 && account.active === 1)
      if (
        !(await confirmAction({
          message: T.disableConfirm,
          confirmLabel: T.continue,
          danger: true,
        }))
      )
        return;
    if (f.expiresOn && f.expiresOn < today && f.expiresOn !== account.expiresOn)
      if (!(await confirmAction({ message: T.expireConfirm, confirmLabel: T.continue }))) return;
    setErrors({});
    // mutateAsync, not mutate's callbacks: the saved account refetches and re-keys this form
    // (a remount), and TanStack drops mutate-level callbacks of an unmounted observer, which
    // lost the "Salvato" toast now and then.
    try {
      await update.mutateAsync({
        ...f,
        expiresOn: f.expiresOn || null,
        linkWeb: f.linkWeb.trim() || null,
      });
      toast.ok(T.saved);
    } catch (err) {
      const fieldError = duplicateFieldError(err);
      if (fieldError) setErrors(fieldError);
      else toast.failure(err);
    }
  };

  return (
    <Stack gap="md" maw={900} mx="auto" w="100%">
      {header ? (
        header(T.editTitle(account.username))
      ) : (
        <Group justify="space-between" gap="sm">
          <PageTitle>{T.editTitle(account.username)}</PageTitle>
          <Button
            variant="light"
            leftSection={<IconLogin2 size={18} />}
            onClick={() => enter.mutate(account.id)}
            loading={enter.isPending}
          >
            {T.enter}
          </Button>
        </Group>
      )}
      <SubmitForm noValidate onSubmit={() => void save()}>
        <Panel>
          <Switch
            label={T.activeSwitch}
            checked={f.active === 1}
            onChange={(e) => set('active', e.currentTarget.checked ? 1 : 0)}
            size="md"
          />
          <TextInput
            label={T.username}
            value={f.username}
            onChange={(e) => set('username', e.currentTarget.value)}
            error={errors.username}
            maxLength={100}
            autoComplete="off"
          />
          <ExpiryInput value={f.expiresOn} onChange={(v) => set('expiresOn', v)} today={today} />
          <LinkWebInput
            value={f.linkWeb}
            onChange={(v) => set('linkWeb', v)}
            error={errors.linkWeb}
          />
          <AccountNoteInput value={f.note} onChange={(v) => set('note', v)} />
          <OptionCheckboxes value={f.options} onChange={(v) => set('options', v)} />
          <Switch
            label={T.adminPaths}
            checked={pathsUnlocked}
            onChange={(e) => setPathsUnlocked(e.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={T.pathServer}
              value={f.pathServer}
              onChange={(e) => set('pathServer', e.currentTarget.value)}
              disabled={!pathsUnlocked}
            />
            <TextInput
              label={T.pathArchive}
              value={f.pathArchive}
              onChange={(e) => set('pathArchive', e.currentTarget.value)}
              disabled={!pathsUnlocked}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {T.save}
            </Button>
          </Group>
        </Panel>
      </SubmitForm>
      <Paper withBorder radius="md" p="md">
        <AccountSecurity
          id={account.id}
          accessCode={account.accessCode}
          twoFactor={account.twoFactor}
        />
      </Paper>
      <HistoricalStatisticsEditor id={account.id} />
      <AccountHistory accountId={account.id} />
    </Stack>
  );
}
