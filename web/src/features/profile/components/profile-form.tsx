import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, ZProfileUpdateBody, type TProfile } from '@skillway/shared';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/mutations';

export function ProfileForm({ profile }: { profile: TProfile }) {
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { first_name: profile.first_name, last_name: profile.last_name, email: profile.email },
    validate: schemaResolver(ZProfileUpdateBody, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(MSG.CUSTOMER_UPDATED);
        form.resetDirty();
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="My profile">
      <Stack gap="md" maw={520}>
        <TextInput label="My First Name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
        <TextInput label="My Last Name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
        <TextInput label="My email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
