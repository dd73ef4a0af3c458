/**
 * Setting up the second factor (README "Two-factor sign-in"): asks the server for a new key,
 * shows it as a QR code (the `qrcode` library, loaded only here) and in text, confirms it
 * with a first code, then shows the ten recovery codes once, to copy or download. Used on the
 * Password screen and in the login card when the account must set one up first.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import type { Session } from '@shared/contracts/auth';
import { beginTwoFactorSetup, confirmTwoFactor } from '@shared/contracts/two-factor';
import { SubmitForm } from '@web/components/submit-form';
import { ApiError, call } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { TWO_FACTOR_TEXTS as T } from './texts';

type Props = {
  /** After the recovery codes were shown and acknowledged, with the new session. */
  onDone: (session: Session) => void;
  /** Gives up before confirming (no second factor is set). */
  onCancel?: () => void;
};

/** The key in groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TwoFactorSetup({ onDone, onCancel }: Props) {
  const [key, setKey] = useState<{ secret: string; qr: string | null } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ codes: string[]; session: Session } | null>(null);

  useEffect(() => {
    let live = true;
    call(beginTwoFactorSetup).then(
      async ({ secret, uri }) => {
        if (!live) return;
        setKey({ secret, qr: null });
        const { toDataURL } = await import('qrcode');
        const qr = await toDataURL(uri, { margin: 1, width: 200 });
        if (live) setKey({ secret, qr });
      },
      (err: unknown) => live && setFailed(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = async () => {
    if (!code.trim()) return setError(T.codeRequired);
    setBusy(true);
    try {
      const res = await call(confirmTwoFactor, { body: { code } });
      setDone({ codes: res.recoveryCodes, session: res.session });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError(err.message);
      else toast.failure(err);
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <Alert color="red">{failed}</Alert>;
  if (!key)
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={T.setupLoading} />
      </Group>
    );

  if (done) {
    const text = done.codes.join('\n');
    const download = () => {
      const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = T.fileName;
      a.click();
      URL.revokeObjectURL(url);
    };
    return (
      <Stack gap="sm">
        <Text fw={700} component="h2" size="lg" m={0}>
          {T.codesTitle}
        </Text>
        <Text size="sm">{T.codesIntro}</Text>
        <SimpleGrid cols={2} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {done.codes.map((c) => (
            <li key={c}>
              <Text component="code" ff="monospace" fz="md">
                {c}
              </Text>
            </li>
          ))}
        </SimpleGrid>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconCopy size={16} />}
            onClick={() => void navigator.clipboard?.writeText(text).then(() => toast.ok(T.copied))}
          >
            {T.copy}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
            {T.download}
          </Button>
        </Group>
        <Button onClick={() => onDone(done.session)}>{T.codesDone}</Button>
      </Stack>
    );
  }

  return (
    <SubmitForm noValidate onSubmit={() => void submit()}>
      <Stack gap="sm">
        <Text size="sm">{T.setupStep1}</Text>
        <Group justify="center">
          {key.qr ? (
            <img src={key.qr} alt={T.qrAlt} width={200} height={200} />
          ) : (
            <Loader size="sm" aria-label={T.setupLoading} />
          )}
        </Group>
        <Text size="sm">
          {T.keyLabel}:{' '}
          <Text component="code" ff="monospace" fz="sm" data-testid="totp-key">
            {grouped(key.secret)}
          </Text>
        </Text>
        <Text size="sm">{T.setupStep2}</Text>
        <TextInput
          label={T.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {T.cancel}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {T.confirm}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
