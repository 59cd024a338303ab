import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MSG, ZUpdatePasswordBody, type TUpdatePasswordBody } from '@skillway/shared';
import { clearSession } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { PasswordRuleLabel, passwordRuleProps } from '../../auth/components/password-rule-label';
import { useUpdatePassword } from '../api/mutations';

export default function PasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdatePassword();
  const form = useForm<TUpdatePasswordBody>({
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validate: schemaResolver(ZUpdatePasswordBody, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      // The server revokes every token on a password change: the user signs in again with the new one.
      onSuccess: () => {
        notifySuccess(specText(MSG.PASSWORD_UPDATED));
        clearSession();
        queryClient.clear();
        void navigate({ to: '/login', replace: true });
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>My Password</Trans>
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={submit} noValidate aria-label={t`Change password`}>
          <Stack gap="md" maw={520}>
            <PasswordInput
              label={t`Current Password`}
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t`Show or hide current password` }}
              {...form.getInputProps('old_password')}
            />
            <PasswordInput
              label={<PasswordRuleLabel label={t`New Password`} />}
              {...passwordRuleProps()}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t`Show or hide new password` }}
              {...form.getInputProps('new_password')}
            />
            <PasswordInput
              label={t`Confirm New Password`}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password confirmation` }}
              {...form.getInputProps('confirm_password')}
            />
            <Group>
              <Button type="submit" loading={update.isPending} disabled={update.isPending}>
                <Trans>Update Password</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
