import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, ZProfileUpdateBody, type TProfile } from '@skillway/shared';
import { useState } from 'react';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/mutations';

/**
 * Own names and email. A new email address asks for the current password and changes only when the link sent to it
 * is followed: until then the form shows the current address again, with a note saying where the link went.
 */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const update = useUpdateProfile();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      current_password: '',
    },
    validate: schemaResolver(ZProfileUpdateBody, { sync: true }),
  });
  const emailChanging = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.onSubmit((values) => {
    const { current_password: currentPassword, ...rest } = values;
    const body = emailChanging ? { ...rest, current_password: currentPassword } : rest;
    update.mutate(body, {
      onSuccess: (result) => {
        if (emailChanging) {
          setPendingEmail(values.email.trim());
          form.setValues({ email: result.data.email, current_password: '' });
        } else {
          notifySuccess(MSG.CUSTOMER_UPDATED);
        }
        form.resetDirty();
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="My profile">
      <Stack gap="md" maw={520}>
        <TextInput label="My First Name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
        <TextInput label="My Last Name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
        <TextInput label="My email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        {emailChanging && (
          <PasswordInput
            label="Current Password"
            description="Needed to change your email address: we send a confirmation link to the new one."
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
            // Mantine's PasswordInput marks its inner input data-invalid only.
            aria-invalid={form.errors.current_password ? true : undefined}
          />
        )}
        {pendingEmail && (
          <Alert color="blue" title="Check your new inbox" role="status">
            {MSG.EMAIL_CHANGE_SENT} ({pendingEmail})
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
