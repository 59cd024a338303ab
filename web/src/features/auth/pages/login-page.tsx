import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import {
  MSG,
  SSO_ERROR,
  SSO_ERROR_MESSAGES,
  SSO_ERROR_PARAM,
  type TLoginAnswer,
  type TSsoError,
} from '@skillway/shared';
import { BareAlert } from '../../../app/bare/bare-alert';
import { BareLink } from '../../../app/bare/bare-link';
import { BareText } from '../../../app/bare/bare-public-layout';
import { specText } from '../../../i18n/spec-text';
import { useSearchParam } from '../../../lib/use-search-param';
import { landing, safeRedirect } from '../../../routes/landing';
import { startSession } from '../api/session-start';
import { BareAuthCard } from '../components/auth-card-bare';
import { IdpLogoutAlert } from '../components/idp-logout-alert';
import { LoginForm } from '../components/login-form';
import { setPendingTwoStep } from '../lib/pending-two-step';

/**
 * The first screen most visits open, so it is drawn without Mantine's or TanStack Query's JavaScript (the root
 * loads those for every other screen); it looks the same as the Mantine screens around it.
 */
export default function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const redirect = safeRedirect(useSearchParam('redirect'));
  // The registration email's verification link lands here with verified=1 (or 0 for a bad link), and mail_released=1
  // when it lifted the company's mail hold (docs/security.md).
  const verified = useSearchParam('verified');
  const mailReleased = useSearchParam('mail_released') === '1' && verified === '1';
  // The link sent to a new address (a change asked for on the profile) lands here with email_changed=1 (or 0).
  const emailChanged = useSearchParam('email_changed');
  // Single sign-on that did not complete comes back here with the reason's code (issue 30).
  const ssoError = useSearchParam(SSO_ERROR_PARAM);

  const onSuccess = (answer: TLoginAnswer) => {
    // Two-step verification: the password was right, and the code (or the setup) comes next, on its own screen.
    // Checked by key rather than with the shared helper, so the login page carries no schema code.
    if ('two_step' in answer) {
      setPendingTwoStep({ challenge: answer, redirect: redirect ?? undefined });
      void navigate({ href: '/login/two-step' });
      return;
    }
    const session = answer;
    const { user } = session;
    // Users created by an administrator must choose their own password before anything else.
    if (user.is_reset_default_password === 0) {
      const search = new URLSearchParams({ email: user.email, token: user.user_token, isResetPassword: '0' });
      void navigate({ href: `/admin/password-reset?${search.toString()}` });
      return;
    }
    startSession(session);
    void navigate({ href: redirect ?? landing(user.role_id), replace: true });
  };

  return (
    <BareAuthCard
      title={t`Login`}
      subtitle={
        <BareText size="sm" dimmed>
          <Trans>
            New to Skillway?{' '}
            <BareLink to="/signup" size="sm">
              Start your 14-day free trial
            </BareLink>
          </Trans>
        </BareText>
      }
    >
      {verified !== null && (
        <BareAlert color={verified === '1' ? 'green' : 'red'}>
          {specText(verified === '1' ? MSG.EMAIL_VERIFIED : MSG.EMAIL_VERIFY_FAILED)}
          {mailReleased && ` ${specText(MSG.HELD_MAIL_RELEASED)}`}
        </BareAlert>
      )}
      {emailChanged !== null && (
        <BareAlert color={emailChanged === '1' ? 'green' : 'red'}>
          {specText(emailChanged === '1' ? MSG.EMAIL_CHANGED : MSG.EMAIL_CHANGE_FAILED)}
        </BareAlert>
      )}
      {ssoError !== null && <BareAlert color="red">{ssoErrorMessage(ssoError)}</BareAlert>}
      <IdpLogoutAlert />
      <LoginForm onSuccess={onSuccess} />
      <BareText size="xs" dimmed style={{ marginTop: 'var(--mantine-spacing-lg)', textAlign: 'center' }}>
        <Trans>
          By logging in you accept our{' '}
          <BareLink to="/terms" size="xs">
            Terms of Service
          </BareLink>{' '}
          and{' '}
          <BareLink to="/privacy-policy" size="xs">
            Privacy Policy
          </BareLink>
          .
        </Trans>
      </BareText>
    </BareAuthCard>
  );
}

/** The explanation of a single sign-on refusal code; an unknown code reads as the general failure. */
function ssoErrorMessage(code: string): string {
  return specText(SSO_ERROR_MESSAGES[(code in SSO_ERROR_MESSAGES ? code : SSO_ERROR.FAILED) as TSsoError]);
}
