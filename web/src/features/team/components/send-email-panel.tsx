import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, TEAM_EMAIL_LIMITS, ZSendEmailBody, type TTeamUser } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSendTeamEmail } from '../api/mutations';
import { EmailBodyEditor } from './email-body-editor';

function SendEmailForm({ user, onDone }: { user: TTeamUser; onDone: () => void }) {
  const send = useSendTeamEmail();
  const form = useForm({
    initialValues: { subject: '', email: user.email, content: '' },
    validate: schemaResolver(ZSendEmailBody, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notifySuccess(MSG.EMAIL_SENT);
        onDone();
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Send an email to ${user.first_name} ${user.last_name}`}>
      <Stack gap="md">
        <TextInput
          label="Mail Subject"
          required
          maxLength={TEAM_EMAIL_LIMITS.subjectMax}
          data-autofocus
          {...form.getInputProps('subject')}
        />
        <TextInput label="Email Address" type="email" readOnly {...form.getInputProps('email')} />
        <EmailBodyEditor
          label="Message"
          initialValue=""
          onChange={(html) => form.setFieldValue('content', html)}
          error={form.errors.content as string | undefined}
          disabled={send.isPending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send Email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Send Email to one team member: subject, their address, a rich-text body. Loaded on demand (with the editor)
 * the first time a manager opens it.
 */
export default function SendEmailPanel({ user, onClose }: { user: TTeamUser | null; onClose: () => void }) {
  return (
    <SidePanel opened={user !== null} onClose={onClose} title="Send Email" size={680}>
      {user && <SendEmailForm key={user.id} user={user} onDone={onClose} />}
    </SidePanel>
  );
}
