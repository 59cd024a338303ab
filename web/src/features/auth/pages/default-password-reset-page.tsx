import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MSG } from '@skillway/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSearchParam } from '../../../lib/use-search-param';
import { PageLoader } from '../../../layout/page-loader';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * The default-password flow: a user created by an administrator signs in with a temporary password and is
 * sent here (email, their one-time user_token, isResetPassword=0) to choose their own before going further.
 */
export default function DefaultPasswordResetPage() {
  const navigate = useNavigate();
  const email = useSearchParam('email') ?? '';
  const token = useSearchParam('token') ?? '';
  const hasLink = Boolean(email && token);

  useEffect(() => {
    if (hasLink) return;
    notifyError(MSG.RESET_TOKEN_INVALID);
    void navigate({ to: '/login', replace: true });
  }, [hasLink, navigate]);

  if (!hasLink) return <PageLoader />;
  return (
    <AuthCard
      title="Choose Your Password"
      subtitle="Your account was created with a temporary password. Please choose your own to continue."
    >
      <ResetPasswordForm
        email={email}
        token={token}
        isResetPassword={0}
        onSuccess={() => {
          notifySuccess(MSG.PASSWORD_RESET);
          void navigate({ to: '/login' });
        }}
      />
    </AuthCard>
  );
}
