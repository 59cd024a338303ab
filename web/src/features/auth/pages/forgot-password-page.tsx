import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { MSG, ZForgotBody } from '@skillway/shared';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useForgotPassword } from '../api/mutations';
import { AuthCard } from '../components/auth-card';
import { AnchorLink } from '../../../components/links/anchor-link';

export default function ForgotPasswordPage() {
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
          notifySuccess(MSG.RESET_EMAIL_SENT);
          void navigate({ to: '/login' });
        },
        onError: (error) => showServerErrors(form, error, { fallback: MSG.GENERIC_ERROR }),
      },
    ),
  );

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and we will send you a link to reset your password.">
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            {...form.getInputProps('email')}
          />
          <Group justify="space-between" wrap="nowrap">
            <AnchorLink to="/login" size="sm">
              Cancel
            </AnchorLink>
            <Button type="submit" loading={forgot.isPending} disabled={forgot.isPending}>
              Reset Password
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
