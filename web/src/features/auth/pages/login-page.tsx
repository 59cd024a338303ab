import { Alert, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { MSG, type TSession } from '@skillway/shared';
import { useSearchParam } from '../../../lib/use-search-param';
import { landing, safeRedirect } from '../../../routes/landing';
import { startSession } from '../api/mutations';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { AnchorLink } from '../../../components/links/anchor-link';

export default function LoginPage() {
  const navigate = useNavigate();
  const redirect = safeRedirect(useSearchParam('redirect'));
  // The registration email's verification link lands here with verified=1 (or 0 for a bad link).
  const verified = useSearchParam('verified');

  const onSuccess = (session: TSession) => {
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
    <AuthCard
      title="Login"
      subtitle={
        <>
          New to Skillway?{' '}
          <AnchorLink to="/signup" size="sm">
            Start your 14-day free trial
          </AnchorLink>
        </>
      }
    >
      {verified !== null && (
        <Alert color={verified === '1' ? 'green' : 'red'} mb="md" role="status">
          {verified === '1' ? MSG.EMAIL_VERIFIED : MSG.EMAIL_VERIFY_FAILED}
        </Alert>
      )}
      <LoginForm onSuccess={onSuccess} />
      <Text size="xs" c="dimmed" mt="lg" ta="center">
        By logging in you accept our{' '}
        <AnchorLink to="/terms" size="xs">
          Terms of Service
        </AnchorLink>{' '}
        and{' '}
        <AnchorLink to="/privacy-policy" size="xs">
          Privacy Policy
        </AnchorLink>
        .
      </Text>
    </AuthCard>
  );
}
