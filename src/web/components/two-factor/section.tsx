/**
 * "Verifica in due passaggi" of the signed-in account — on the Password screen, and for the
 * super-admin its own on the audit screen (README "Two-factor sign-in"): whether it
 * is on, the recovery codes left, turning it on (the setup, loaded only when asked: it brings
 * the QR library) and off (password and a code). Either change ends the account's other
 * sessions and remembered devices; this browser stays signed in with a new session.
 */
import { lazy, Suspense, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SubmitForm } from '@web/components/submit-form';
import { sessionQuery } from '@web/data/session';
import { TWO_FACTOR_TEXTS as T } from './texts';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { twoFactorQueryOptions, useDisableTwoFactor, useTwoFactorChanged } from './api';

const TwoFactorSetup = lazy(() => import('./setup').then((m) => ({ default: m.TwoFactorSetup })));

const HEADING_ID = 'verifica-due-passaggi';

/**
 * `admin`: the super-admin's own (its screens); otherwise the workshop's own, left out when
 * the super-admin works inside the account ("Entra come utente": its factor is not the
 * account's).
 */
export function TwoFactorSection({ admin = false }: { admin?: boolean }) {
  const role = useQuery(sessionQuery()).data?.role;
  const state = useQuery({
    ...twoFactorQueryOptions(),
    enabled: !!role && (role === 'admin') === admin,
  });
  const changed = useTwoFactorChanged();
  const [mode, setMode] = useState<'idle' | 'setup' | 'disable'>('idle');
  if (!role || (role === 'admin') !== admin) return null;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={HEADING_ID}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} id={HEADING_ID}>
            {T.title}
          </Title>
          {state.data && (
            <Badge color={state.data.enabled ? 'teal.9' : 'gray.7'} variant="filled" tt="none">
              {state.data.enabled ? T.on : T.off}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {T.intro}
        </Text>
        {!state.data && <Loader size="sm" />}
        {state.data?.required && !state.data.enabled && <Text size="sm">{T.required}</Text>}
        {state.data?.enabled && mode === 'idle' && (
          <Group justify="space-between">
            <Text size="sm">{T.recoveryLeft(state.data.recoveryLeft)}</Text>
            <Button variant="default" onClick={() => setMode('disable')}>
              {T.disable}
            </Button>
          </Group>
        )}
        {state.data && !state.data.enabled && mode === 'idle' && (
          <Button leftSection={<IconShieldLock size={18} />} onClick={() => setMode('setup')}>
            {T.enable}
          </Button>
        )}
        {mode === 'setup' && (
          <Suspense fallback={<Loader size="sm" />}>
            <TwoFactorSetup
              onCancel={() => setMode('idle')}
              onDone={(session) => {
                changed(session);
                setMode('idle');
                toast.ok(T.enabled);
              }}
            />
          </Suspense>
        )}
        {mode === 'disable' && <DisableForm onClose={() => setMode('idle')} />}
      </Stack>
    </Paper>
  );
}

function DisableForm({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  const submit = async () => {
    const found = {
      password: password ? undefined : T.passwordRequired,
      code: code.trim() ? undefined : T.codeRequired,
    };
    setErrors(found);
    if (found.password || found.code) return;
    try {
      await disable.mutateAsync({ password, code });
      toast.ok(T.disabled);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && /password/i.test(err.message))
        setErrors({ password: err.message });
      else if (err instanceof ApiError && (err.status === 400 || err.status === 429))
        setErrors({ code: err.message });
      else toast.failure(err);
    }
  };

  return (
    <SubmitForm noValidate onSubmit={() => void submit()}>
      <Stack gap="sm">
        <Text fw={600}>{T.disableTitle}</Text>
        <PasswordInput
          label={T.password}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          maxLength={200}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la password' }}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <TextInput
          label={T.code}
          description={T.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          value={code}
          error={errors.code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" color="red.8" loading={disable.isPending}>
            {T.disable}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
