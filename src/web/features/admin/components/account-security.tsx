/**
 * The editor's credentials block (spec 001 §6): "Richiedi verifica in due passaggi" (README
 * "Two-factor sign-in"), password reset (≥ 8 characters; every session of the account ends)
 * and the 35-character access code with Rigenera.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { ADMIN_MSG } from '@shared/messages/admin';
import { confirmAction } from '@web/components/confirm';
import { toast } from '@web/lib/toast';
import type { AdminAccount } from '@shared/contracts/admin';
import { useRegenerateAccessCode, useRequireTwoFactor, useResetPassword } from '../api/accounts';
import { ADMIN_TEXTS as T } from '../texts';

export function AccountSecurity({
  id,
  accessCode,
  twoFactor,
}: {
  id: number;
  accessCode: string;
  twoFactor?: AdminAccount['twoFactor'];
}) {
  const reset = useResetPassword(id);
  const requireTwoFactor = useRequireTwoFactor(id);
  const regenerate = useRegenerateAccessCode(id);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  // mutateAsync: the saved account refetches and re-keys the editor around this block, and
  // TanStack drops mutate-level callbacks of an unmounted observer (a lost toast).
  const doReset = async () => {
    if (password.length < 8) return setError(ADMIN_MSG.passwordTooShort);
    setError(undefined);
    try {
      await reset.mutateAsync(password);
      setPassword('');
      toast.ok(T.passwordReset);
    } catch (err) {
      toast.failure(err);
    }
  };
  const doRegenerate = async () => {
    if (!(await confirmAction({ message: T.regenerateConfirm, confirmLabel: T.regenerate })))
      return;
    try {
      await regenerate.mutateAsync();
      toast.ok(T.accessCodeNew);
    } catch (err) {
      toast.failure(err);
    }
  };

  const toggleRequired = async (required: boolean) => {
    try {
      await requireTwoFactor.mutateAsync(required);
      toast.ok(T.twoFactorSaved);
    } catch (err) {
      toast.failure(err);
    }
  };

  return (
    <Stack gap="sm">
      <Switch
        label={T.requireTwoFactor}
        description={T.requireTwoFactorHint(!!twoFactor?.enabled)}
        checked={!!twoFactor?.required}
        disabled={requireTwoFactor.isPending}
        onChange={(e) => void toggleRequired(e.currentTarget.checked)}
      />
      <Group align="flex-end" gap="xs" wrap="wrap">
        <PasswordInput
          label={T.newPassword}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
          autoComplete="new-password"
          style={{ flex: '1 1 240px' }}
        />
        <Button variant="default" onClick={() => void doReset()} loading={reset.isPending}>
          {T.resetPassword}
        </Button>
      </Group>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={T.accessCode}
          value={accessCode}
          readOnly
          style={{ flex: '1 1 240px' }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          rightSection={
            <CopyButton value={accessCode}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? T.copied : T.copy}>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={T.copy}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void doRegenerate()}
          loading={regenerate.isPending}
        >
          {T.regenerate}
        </Button>
      </Group>
    </Stack>
  );
}
