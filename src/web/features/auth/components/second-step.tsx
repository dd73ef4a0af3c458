/**
 * The login card after the password when a second step is due (README "Two-factor
 * sign-in"): the code (`CodeStep`), or the setup an account required to have one goes
 * through first. Loaded apart from the login page, only when the password's answer asks for
 * it, so the sign-in page carries none of it; the setup brings the QR library later still.
 */
import { lazy, Suspense } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Session } from '@shared/contracts/auth';
import { Logo } from '@web/components/logo';
import { TWO_FACTOR_TEXTS as T } from '@web/components/two-factor/texts';
import { CodeStep } from './code-step';

const TwoFactorSetup = lazy(() =>
  import('@web/components/two-factor/setup').then((m) => ({ default: m.TwoFactorSetup })),
);

type Props = {
  step: 'code' | 'setup';
  onSignedIn: (session: Session) => void;
  onBack: () => void;
  onExpiredAccount: () => void;
};

export function SecondStep({ step, onSignedIn, onBack, onExpiredAccount }: Props) {
  return (
    <Stack gap="md">
      <Stack align="center" mb="xs">
        <Logo height={56} />
      </Stack>
      {step === 'code' ? (
        <CodeStep onSignedIn={onSignedIn} onBack={onBack} onExpiredAccount={onExpiredAccount} />
      ) : (
        <>
          <Text size="sm" fw={600}>
            {T.setupAtLogin}
          </Text>
          <Suspense fallback={null}>
            <TwoFactorSetup onDone={onSignedIn} onCancel={onBack} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
