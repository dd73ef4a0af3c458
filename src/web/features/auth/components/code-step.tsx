/**
 * The login card's second step (README "Two-factor sign-in"): after the password, "Codice di
 * verifica" (the authenticator's 6 digits, or a recovery code) in the same card. A wrong or
 * spent code shows the server's message under the field; an expired step goes back to the
 * password; too many attempts says so. Kept light: no library beyond the card's own.
 */
import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { Session } from '@shared/contracts/auth';
import { verifyLogin } from '@shared/contracts/two-factor';
import { AUTH_MSG } from '@shared/messages';
import { SubmitForm } from '@web/components/submit-form';
import { TWO_FACTOR_TEXTS as T } from '@web/components/two-factor/texts';
import { ApiError, call } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { loginFailure } from '../api/login';

type Props = {
  onSignedIn: (session: Session) => void;
  /** Back to the password (also after the step expired). */
  onBack: () => void;
  /** An account that may no longer sign in reached #/app_scaduta. */
  onExpiredAccount: () => void;
};

export function CodeStep({ onSignedIn, onBack, onExpiredAccount }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    if (!code.trim()) return setError(T.codeRequired);
    setBusy(true);
    try {
      onSignedIn(await call(verifyLogin, { body: { code } }));
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === 'second_factor_expired') {
        toast.error(AUTH_MSG.codeExpired);
        return onBack();
      }
      if (err instanceof ApiError && (err.status === 401 || err.status === 429)) {
        setCode('');
        return setError(err.message || AUTH_MSG.codeWrong);
      }
      const f = loginFailure(err);
      if (f.kind === 'expired') return onExpiredAccount();
      toast.error(f.text);
    }
  };

  return (
    <SubmitForm noValidate onSubmit={() => void submit()}>
      <Stack gap="md">
        <Text fw={600} ta="center">
          {T.verifyTitle}
        </Text>
        <TextInput
          label={T.code}
          description={T.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          // The step exists to type the code: focus starts there.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          size="md"
          maxLength={16}
          leftSection={<IconShieldCheck size={18} />}
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {T.verify}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {T.back}
        </Button>
      </Stack>
    </SubmitForm>
  );
}
