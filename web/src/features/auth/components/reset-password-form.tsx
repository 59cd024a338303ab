import { useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { MSG, RESET_PASSWORD_TEXT, ZResetBody, type TResetAnswer } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { useResetPassword } from '../api/mutations';
import { PasswordRuleLabel, passwordRuleProps } from './password-rule-label';

interface TResetPasswordFormProps {
  email: string;
  token: string;
  /** 1 from the forgot-password email, 0 for the default-password flow. */
  isResetPassword: 0 | 1;
  /** The server signs the user in with the new password: a session, or the two-step challenge. */
  onSuccess: (answer: TResetAnswer) => void;
}

/** The email is read-only (it is what the link was issued for); the user types and confirms a new password. */
export function ResetPasswordForm({ email, token, isResetPassword, onSuccess }: TResetPasswordFormProps) {
  const { t } = useLingui();
  const reset = useResetPassword();
  // The token is not a field: a server error about it goes to the toast rather than under an invisible input.
  const validateBody = schemaResolver(ZResetBody, { sync: true });
  const form = useForm({
    initialValues: { email, password: '', confirm_password: '' },
    validate: (values) => validateBody({ ...values, token }),
  });

  const submit = form.onSubmit((values) =>
    reset.mutate(
      { ...values, token, isResetPassword },
      { onSuccess, onError: (error) => showServerErrors(form, error, { fallback: specText(MSG.GENERIC_ERROR) }) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t`Reset password`}>
      <Stack gap="md">
        <TextInput label={t`Email`} type="email" readOnly autoComplete="username" {...form.getInputProps('email')} />
        <PasswordInput
          label={<PasswordRuleLabel label={t`New Password`} />}
          {...passwordRuleProps()}
          autoComplete="new-password"
          required
          autoFocus
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t`Confirm New Password`}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password confirmation` }}
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} disabled={reset.isPending}>
          {specText(RESET_PASSWORD_TEXT.button)}
        </Button>
      </Stack>
    </form>
  );
}
