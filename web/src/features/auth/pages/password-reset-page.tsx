import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MSG, RESET_PASSWORD_TEXT } from '@skillway/shared';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { notifyError } from '../../../lib/notify';
import { useSearchParam } from '../../../lib/use-search-param';
import { PageLoader } from '../../../layout/page-loader';
import { useValidateResetToken } from '../api/queries';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useDropLinkFromAddressBar, useSignInAfterReset } from '../lib/after-reset';

/**
 * The forgot-password and welcome emails' link page; the user is signed in once the password is chosen. The token is checked first: a 422 keeps the form (with the server's message),
 * any other failure sends the user back to /login.
 */
export default function PasswordResetPage() {
  const navigate = useNavigate();
  const emailParam = useSearchParam('email') ?? '';
  const tokenParam = useSearchParam('token') ?? '';
  // Read once: the address bar then drops the token (useDropLinkFromAddressBar).
  const [{ email, token }] = useState({ email: emailParam, token: tokenParam });
  const hasLink = Boolean(email && token);
  useDropLinkFromAddressBar('/password-reset', hasLink);
  const signIn = useSignInAfterReset();
  const check = useValidateResetToken(token, email, hasLink);
  const reported = useRef(false);

  const status: 'checking' | 'form' | 'leave' = !hasLink
    ? 'leave'
    : check.isPending
      ? 'checking'
      : check.isError
        ? isApiError(check.error) && check.error.status === 422
          ? 'form'
          : 'leave'
        : check.data.data.valid
          ? 'form'
          : 'leave';

  useEffect(() => {
    if (reported.current || status === 'checking') return;
    if (status === 'leave' || check.isError) {
      reported.current = true;
      const message = isApiError(check.error) ? check.error.message : MSG.RESET_TOKEN_INVALID;
      notifyError(specText(message));
    }
    if (status === 'leave') void navigate({ to: '/login', replace: true });
  }, [status, check.isError, check.error, navigate]);

  if (status !== 'form') return <PageLoader />;
  return (
    <AuthCard title={specText(RESET_PASSWORD_TEXT.title)} subtitle={specText(RESET_PASSWORD_TEXT.linkSubtitle)}>
      <ResetPasswordForm email={email} token={token} isResetPassword={1} onSuccess={signIn} />
    </AuthCard>
  );
}
