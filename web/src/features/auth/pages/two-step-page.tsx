import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { MSG, TWO_STEP_TEXT, type TSession } from '@skillway/shared';
import { api, isApiError } from '../../../api';
import { PageLoader } from '../../../layout/page-loader';
import { specText } from '../../../i18n/spec-text';
import { notifyError } from '../../../lib/notify';
import { landing } from '../../../routes/landing';
import { startSession } from '../api/session-start';
import { AuthCard } from '../components/auth-card';
import { RecoveryCodesPanel } from '../components/two-step/recovery-codes-panel';
import { TwoStepCodeForm, type TSecondStepAnswer } from '../components/two-step/two-step-code-form';
import { TwoStepSetupForm } from '../components/two-step/two-step-setup-form';
import { clearPendingTwoStep, pendingTwoStep, type TPendingTwoStep } from '../lib/pending-two-step';

/**
 * The sign-in's second step, after the login page's password was accepted: a code (or a recovery code) for an
 * account with two-step verification on, or the setup a role that must use it has not done. The challenge comes from
 * the login page in memory (pending-two-step.ts); without one (a reload, a bookmark) the page goes back to /login.
 */
export default function TwoStepPage() {
  const [pending] = useState(pendingTwoStep);
  if (!pending) return <Navigate to="/login" replace />;
  return pending.challenge.two_step === 'setup' ? <ForcedSetup pending={pending} /> : <CodeStep pending={pending} />;
}

/** What a refused second step means: a dead challenge sends the user back to sign in; anything else is the field's. */
function fieldError(error: unknown, field: string, restart: () => void): string | undefined {
  if (isApiError(error) && error.errors.challenge) {
    notifyError(error.errors.challenge.map(specText).join(' '));
    restart();
    return undefined;
  }
  if (isApiError(error) && error.status === 429) {
    notifyError(specText(error.message));
    restart();
    return undefined;
  }
  if (isApiError(error)) return error.errors[field]?.map(specText).join(' ') ?? specText(error.message);
  notifyError(specText(MSG.GENERIC_ERROR));
  return undefined;
}

function useFinish(pending: TPendingTwoStep) {
  const navigate = useNavigate();
  const restart = () => {
    clearPendingTwoStep();
    void navigate({ to: '/login', replace: true });
  };
  const finish = (session: TSession) => {
    clearPendingTwoStep();
    startSession(session);
    void navigate({ href: pending.redirect ?? landing(session.user.role_id), replace: true });
  };
  return { restart, finish };
}

function CodeStep({ pending }: { pending: TPendingTwoStep }) {
  const { restart, finish } = useFinish(pending);
  const [busy, setBusy] = useState(false);
  const verify = async (answer: TSecondStepAnswer) => {
    setBusy(true);
    try {
      finish(await api('auth.loginVerify', { body: { challenge: pending.challenge.challenge, ...answer } }));
      return undefined;
    } catch (error) {
      setBusy(false);
      return fieldError(error, 'code' in answer ? 'code' : 'recovery_code', restart);
    }
  };
  return (
    <AuthCard title={specText(TWO_STEP_TEXT.TITLE)}>
      <TwoStepCodeForm verify={verify} pending={busy} />
      <Button variant="subtle" size="xs" mt="md" onClick={restart}>
        {specText(TWO_STEP_TEXT.BACK_TO_LOGIN)}
      </Button>
    </AuthCard>
  );
}

function ForcedSetup({ pending }: { pending: TPendingTwoStep }) {
  const { restart, finish } = useFinish(pending);
  const challenge = pending.challenge.challenge;
  const setup = useQuery({
    queryKey: ['two-step', 'sign-in-setup', challenge],
    queryFn: () => api('auth.loginSetup', { body: { challenge } }),
    staleTime: Infinity,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ session: TSession; codes: string[] }>();

  if (done) {
    return (
      <AuthCard title={specText(TWO_STEP_TEXT.SETUP_TITLE)} width={520}>
        <RecoveryCodesPanel codes={done.codes} onDone={() => finish(done.session)} />
      </AuthCard>
    );
  }
  if (setup.isPending) return <PageLoader />;
  if (setup.isError) {
    return (
      <AuthCard title={specText(TWO_STEP_TEXT.SETUP_TITLE)}>
        <Stack gap="md">
          <Text role="alert">{specText(MSG.TWO_STEP_CHALLENGE_EXPIRED)}</Text>
          <Button onClick={restart}>{specText(TWO_STEP_TEXT.BACK_TO_LOGIN)}</Button>
        </Stack>
      </AuthCard>
    );
  }
  const confirm = async (code: string) => {
    setBusy(true);
    try {
      const { recovery_codes, ...session } = await api('auth.loginSetupConfirm', { body: { challenge, code } });
      setDone({ session, codes: recovery_codes });
      return undefined;
    } catch (error) {
      setBusy(false);
      return fieldError(error, 'code', restart);
    }
  };
  return (
    <AuthCard title={specText(TWO_STEP_TEXT.SETUP_TITLE)} subtitle={specText(TWO_STEP_TEXT.SETUP_REQUIRED)} width={520}>
      <TwoStepSetupForm setup={setup.data} confirm={confirm} pending={busy} />
    </AuthCard>
  );
}
