import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, TEAM_EMAIL_LIMITS, ZSendEmailBody, type TTeamUser } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useSendTeamEmail } from '../api/mutations';
import { EmailBodyEditor } from './email-body-editor';

function SendEmailForm({ user, onDone }: { user: TTeamUser; onDone: () => void }) {
  const send = useSendTeamEmail();
  const form = useForm({
    initialValues: { subject: '', email: user.email, content: '' },
    validate: schemaResolver(ZSendEmailBody, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(values, panelSaveHandlers(form, { success: MSG.EMAIL_SENT, onDone })),
  );

  return (
    <PanelForm
      label={`Send an email to ${user.first_name} ${user.last_name}`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel="Send Email"
      submitting={send.isPending}
    >
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
        value={form.values.content}
        onChange={(html) => form.setFieldValue('content', html)}
        error={form.errors.content as string | undefined}
        disabled={send.isPending}
      />
    </PanelForm>
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
