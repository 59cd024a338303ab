import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { useNavigate } from '@tanstack/react-router';
import { MSG, ZForgotBody } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useForgotPassword } from '../api/mutations';
import { AuthCard } from '../components/auth-card';
import { AnchorLink } from '../../../components/links/anchor-link';
import { WRAPPING_BUTTON_STYLES } from '../../../lib/wrapping-button';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(ZForgotBody, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) =>
    forgot.mutate(
      // The emailed link opens this app's reset page with the email, token and isResetPassword=1.
      { email, reseturl: `${window.location.origin}/password-reset` },
      {
        onSuccess: () => {
          notifySuccess(specText(MSG.RESET_EMAIL_SENT));
          void navigate({ to: '/login' });
        },
        onError: (error) => showServerErrors(form, error, { fallback: specText(MSG.GENERIC_ERROR) }),
      },
    ),
  );

  return (
    <AuthCard
      title={t`Forgot Password`}
      subtitle={t`Enter your email and we will send you a link to reset your password.`}
    >
      <form onSubmit={submit} noValidate aria-label={t`Forgot password`}>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            autoFocus
            {...form.getInputProps('email')}
          />
          <Group justify="space-between" wrap="nowrap">
            <AnchorLink to="/login" size="sm">
              <Trans>Cancel</Trans>
            </AnchorLink>
            {/* Beside Cancel on a phone too: a label longer than the room left wraps instead of being cut off. */}
            <Button
              type="submit"
              loading={forgot.isPending}
              disabled={forgot.isPending}
              styles={WRAPPING_BUTTON_STYLES}
            >
              <Trans>Reset Password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
