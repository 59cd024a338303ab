import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, ZProfileUpdateBody, type TLanguage, type TProfile } from '@skillway/shared';
import { useState } from 'react';
import { specText } from '../../../i18n/spec-text';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/mutations';
import { LanguageSelect } from './language-select';

/** The user's own language, or null while they follow the default (their company's, else English). */
function chosenLanguage(profile: TProfile): TLanguage | null {
  return profile.language_chosen ? profile.language : null;
}

/**
 * Own names, email and language. A new email address asks for the current password and changes only when the link
 * sent to it is followed: until then the form shows the current address again, with a note saying where the link
 * went. The language is sent only when changed; once saved, the product shows the new one at once (useUpdateProfile).
 */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      current_password: '',
      language: chosenLanguage(profile),
    },
    validate: schemaResolver(ZProfileUpdateBody, { sync: true }),
  });
  const emailChanging = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.onSubmit((values) => {
    const { current_password: currentPassword, language, ...rest } = values;
    const body = {
      ...rest,
      ...(emailChanging ? { current_password: currentPassword } : {}),
      ...(language !== chosenLanguage(profile) ? { language } : {}),
    };
    update.mutate(body, {
      onSuccess: (result) => {
        if (emailChanging) {
          setPendingEmail(values.email.trim());
          form.setValues({ email: result.data.email, current_password: '' });
        } else {
          notifySuccess(specText(MSG.CUSTOMER_UPDATED));
        }
        form.resetDirty();
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`My profile`}>
      <Stack gap="md" maw={520}>
        <TextInput label={t`My First Name`} autoComplete="given-name" required {...form.getInputProps('first_name')} />
        <TextInput label={t`My Last Name`} autoComplete="family-name" required {...form.getInputProps('last_name')} />
        <TextInput label={t`My email`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <LanguageSelect
          profile={profile}
          value={form.values.language}
          onChange={(language) => form.setFieldValue('language', language)}
          error={form.errors.language}
        />
        {emailChanging && (
          <PasswordInput
            label={t`Current Password`}
            description={t`Needed to change your email address: we send a confirmation link to the new one.`}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
            // Mantine's PasswordInput marks its inner input data-invalid only.
            aria-invalid={form.errors.current_password ? true : undefined}
          />
        )}
        {pendingEmail && (
          <Alert color="blue" title={t`Check your new inbox`} role="status">
            {specText(MSG.EMAIL_CHANGE_SENT)} ({pendingEmail})
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
