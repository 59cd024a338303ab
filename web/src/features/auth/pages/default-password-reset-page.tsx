import { useEffect, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { MSG, RESET_PASSWORD_TEXT } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { notifyError } from '../../../lib/notify';
import { PageLoader } from '../../../layout/page-loader';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useDropLinkFromAddressBar, useSignInAfterReset } from '../lib/after-reset';

/**
 * The default-password flow: a user created by an administrator signs in with a temporary password and is
 * sent here (email, their one-time user_token, isResetPassword=0) to choose their own; the server then signs them in.
 */
export default function DefaultPasswordResetPage() {
  const navigate = useNavigate();
  // The link this page was opened with, read once from the location being shown: on arrival from the login form the
  // router's resolved location is still /login for a render, and after Save the location moves on to /login.
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const [{ email, token }] = useState(() => {
    const search = new URLSearchParams(searchStr);
    return { email: search.get('email') ?? '', token: search.get('token') ?? '' };
  });
  const hasLink = Boolean(email && token);
  useDropLinkFromAddressBar('/admin/password-reset', hasLink);
  const signIn = useSignInAfterReset();

  useEffect(() => {
    if (hasLink) return;
    notifyError(specText(MSG.RESET_TOKEN_INVALID));
    void navigate({ to: '/login', replace: true });
  }, [hasLink, navigate]);

  if (!hasLink) return <PageLoader />;
  return (
    <AuthCard title={specText(RESET_PASSWORD_TEXT.title)} subtitle={specText(RESET_PASSWORD_TEXT.temporarySubtitle)}>
      <ResetPasswordForm email={email} token={token} isResetPassword={0} onSuccess={signIn} />
    </AuthCard>
  );
}
