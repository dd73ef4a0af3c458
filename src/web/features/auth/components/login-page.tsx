/**
 * #/login (spec 000 §2, §5, §6; README "Signing in as super-admin"): Nome Utente, Password, Ricorda accesso,
 * ACCEDI, saved quick-login names. Five taps on the logo within 3 s switch to admin mode:
 * then an empty Nome Utente sends the password to the admin sign-in.
 */
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  Badge,
  Box,
  Button,
  Center,
  Divider,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Logo } from '@web/components/logo';
import { paths } from '@web/config/paths';
import { probeSession, type Session } from '@shared/contracts/auth';
import { call } from '@web/lib/api-client';
import { createTapCounter } from '@web/lib/tap-counter';
import { toast } from '@web/lib/toast';
import { isAdminLogin, loginFailure, useLogin } from '../api/login';
import { enrolDevice, forgetDevice, quickLogin } from '../api/quick-login';
import { clearBackup } from '@web/lib/offline-backup-store';
import { ApiError } from '@web/lib/api-client';
import { AUTH_MSG } from '@shared/messages';
import { sessionQuery } from '@web/data/session';
import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../keys';
import {
  forgetQuickLogin,
  readQuickLogins,
  readRemember,
  rememberQuickLogin,
  writeRemember,
} from '@web/lib/quick-login';
import { QuickLogins } from './quick-logins';

import { homeOf } from '../home';
import { AUTH_TEXTS as T } from '../texts';

// The second step (README "Two-factor sign-in") loads apart, only when the password's answer
// asks for it: neither the sign-in page nor an account without one pays for it.
const SecondStep = lazy(() => import('./second-step').then((m) => ({ default: m.SecondStep })));

const LOGO_TAPS = 5;
const LOGO_TAP_WINDOW_MS = 3000;

/**
 * Sends a visitor who is signed in already to their home screen (`from` when allowed), unless
 * a sign-in is under way (`pending`). A component of its own so that the probe's answer
 * re-renders only it, not the whole login card (README "Performance": the login page's Total
 * Blocking Time on a phone).
 */
function SignedInRedirect({ from, pending }: { from: unknown; pending: boolean }) {
  // Its own key, never cached: a stale session entry must not bounce the user back in. The
  // probe answers 200 with `session: null` when signed out (no 401 in the console).
  const existing = useQuery({
    queryKey: authKeys.loginCheck(),
    queryFn: async () => (await call(probeSession)).session,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  if (existing.data && !pending && existing.status === 'success')
    return <Navigate to={homeOf(existing.data, from)} replace />;
  return null;
}

export function LoginPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const login = useLogin();
  const qc = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRemember(localStorage));
  const [adminMode, setAdminMode] = useState(false);
  const [names, setNames] = useState(() => readQuickLogins(localStorage));
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const taps = useRef(createTapCounter(LOGO_TAPS, LOGO_TAP_WINDOW_MS));
  /** After the password: a code to type, or a second factor to set up first. */
  const [step, setStep] = useState<'password' | 'code' | 'setup'>('password');

  const request = { username, password, remember, adminMode };
  const admin = isAdminLogin(request);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    const errs = {
      username: !admin && !username.trim() ? T.usernameRequired : undefined,
      password: !password ? T.passwordRequired : undefined,
    };
    setErrors(errs);
    if (errs.username || errs.password) return;
    login.mutate(request, {
      onSuccess: (result) => {
        if ('secondFactor' in result) {
          setPassword('');
          return setStep(result.secondFactor === 'totp' ? 'code' : 'setup');
        }
        signedIn(result);
      },
      onError: (err) => {
        const f = loginFailure(err);
        if (f.kind === 'expired') void navigate(paths.appScaduta);
        else toast.error(f.text);
      },
    });
  };

  /** Both factors given (or the only one needed): remember the name if asked, then home. */
  const signedIn = (session: Session) => {
    qc.setQueryData(sessionQuery().queryKey, session);
    if (remember && session.role === 'workshop') {
      setNames(rememberQuickLogin(localStorage, username));
      void enrolDevice(username.trim());
    }
    void navigate(homeOf(session, from), { replace: true });
  };

  const fillName = (name: string) => {
    setUsername(name);
    setErrors({});
    passwordRef.current?.focus();
  };

  // One tap signs in with this browser's device token (docs/RESILIENCE.md "Offline backup and quick login"); without one, or
  // when the server no longer knows it, the entry fills Nome Utente as before.
  const pick = (name: string) => {
    quickLogin(name).then(
      (session) => {
        if (!session) return fillName(name);
        qc.setQueryData(sessionQuery().queryKey, session);
        void navigate(homeOf(session, from), { replace: true });
      },
      (err: unknown) => {
        const f = loginFailure(err);
        if (f.kind === 'expired') return navigate(paths.appScaduta);
        toast.error(
          err instanceof ApiError && err.status === 401 ? AUTH_MSG.quickLoginWrong : f.text,
        );
        fillName(name);
      },
    );
  };

  const remove = (name: string) => {
    void forgetDevice(name);
    clearBackup(name);
    setNames(forgetQuickLogin(localStorage, name));
  };

  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'radial-gradient(circle at 15% 0%, var(--mantine-color-blue-2), transparent 50%), radial-gradient(circle at 100% 100%, var(--mantine-color-cyan-1), transparent 45%), var(--mantine-color-gray-0)',
      }}
    >
      <SignedInRedirect from={from} pending={login.isPending} />
      <Center component="main" mih="100dvh" p="md">
        <Stack w="100%" maw={420} gap="md">
          {/* The page's heading for screen readers; the logo says the same visually. */}
          <VisuallyHidden component="h1">Accesso a ReviApp</VisuallyHidden>
          <Paper withBorder shadow="lg" radius="lg" p={{ base: 'lg', sm: 36 }}>
            {step !== 'password' && (
              <Suspense fallback={null}>
                <SecondStep
                  step={step}
                  onSignedIn={signedIn}
                  onBack={() => setStep('password')}
                  onExpiredAccount={() => void navigate(paths.appScaduta)}
                />
              </Suspense>
            )}
            {step === 'password' && (
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <Stack align="center" gap={6} mb="xs">
                    <Logo
                      height={56}
                      onClick={() => taps.current.tap() && setAdminMode((m) => !m)}
                      style={{
                        cursor: 'default',
                        userSelect: 'none',
                        WebkitTapHighlightColor: 'transparent',
                      }}
                    />
                    <Text c="dimmed" size="sm" ta="center">
                      {T.tagline}
                    </Text>
                    {adminMode && (
                      <Badge
                        color="dark"
                        variant="filled"
                        leftSection={<IconShieldLock size={14} />}
                        tt="none"
                      >
                        {T.adminAccess}
                      </Badge>
                    )}
                  </Stack>
                  <TextInput
                    label={T.username}
                    autoComplete="username"
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    data-autofocus
                    // The sign-in page exists to type the user name: focus starts there.
                    // eslint-disable-next-line jsx-a11y/no-autofocus
                    autoFocus
                    size="md"
                    leftSection={<IconUser size={18} />}
                    value={username}
                    error={errors.username}
                    onChange={(e) => setUsername(e.currentTarget.value)}
                  />
                  <PasswordInput
                    ref={passwordRef}
                    label={T.password}
                    autoComplete="current-password"
                    // Italian, and without "Password" so the field is the only match of its label.
                    visibilityToggleButtonProps={{ 'aria-label': T.togglePassword }}
                    size="md"
                    leftSection={<IconLock size={18} />}
                    value={password}
                    error={errors.password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                  />
                  <Switch
                    label={T.remember}
                    checked={remember}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setRemember(on);
                      writeRemember(localStorage, on);
                    }}
                  />
                  <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
                    {T.submit}
                  </Button>
                  {names.length > 0 && <Divider />}
                  <QuickLogins
                    names={names}
                    onPick={pick}
                    onDelete={remove}
                    onOffline={(n) =>
                      void navigate(`${paths.appOffline}?utente=${encodeURIComponent(n)}`)
                    }
                  />
                </Stack>
              </form>
            )}
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            {T.footer}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
