/**
 * PASSWORD (spec 001 §2 password, §5): current, new (≥ 8), repeat; "Password cambiata",
 * then every session and quick-login device of the account ends and the login opens (spec
 * 001 §4). Below, "Verifica in due passaggi" (`TwoFactorSection`, README "Two-factor
 * sign-in") and the account's quick-login devices, each revocable (`DevicesSection`).
 */
import { useState } from 'react';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { BACKOFFICE_MSG } from '@shared/messages';
import { SubmitForm } from '@web/components/submit-form';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useChangePassword } from '../api/change-password';
import { DevicesSection } from './devices-section';
import { TwoFactorSection } from '@web/components/two-factor/section';
import { passwordFormErrors, type PasswordErrors, type PasswordForm } from '../lib/password-form';
import { PASSWORD_TEXTS as T } from '../texts';

const toggleProps = { 'aria-label': T.toggle, title: T.toggle };

/** The three fields in order, with what the browser's password manager should offer. */
const PASSWORD_FIELDS = [
  ['current', 'current-password'],
  ['next', 'new-password'],
  ['repeat', 'new-password'],
] as const satisfies readonly (readonly [keyof PasswordForm, string])[];

export function PasswordPage() {
  const [form, setForm] = useState<PasswordForm>({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const change = useChangePassword();

  const set = (key: keyof PasswordForm) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };

  const submit = async () => {
    const found = passwordFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync(form);
      toast.ok(BACKOFFICE_MSG.passwordChanged);
    } catch (err) {
      if (err instanceof ApiError && err.message === BACKOFFICE_MSG.wrongCurrentPassword)
        setErrors({ current: err.message });
      else toast.failure(err);
    }
  };

  return (
    <Stack gap="md" maw={520} mx="auto" w="100%">
      <Title order={2}>{T.title}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SubmitForm noValidate onSubmit={() => void submit()}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {T.intro}
            </Text>
            {PASSWORD_FIELDS.map(([key, autoComplete]) => (
              <PasswordInput
                key={key}
                label={T[key]}
                autoComplete={autoComplete}
                value={form[key]}
                onChange={set(key)}
                error={errors[key]}
                maxLength={200}
                required
                visibilityToggleButtonProps={toggleProps}
              />
            ))}
            <Button type="submit" loading={change.isPending} leftSection={<IconKey size={18} />}>
              {T.submit}
            </Button>
          </Stack>
        </SubmitForm>
      </Paper>
      <TwoFactorSection />
      <DevicesSection />
    </Stack>
  );
}
