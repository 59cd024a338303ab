import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { MSG, TEAM_EMAIL_LIMITS, ZSendEmailBody, type TTeamUser } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useSendTeamEmail } from '../api/mutations';
import { EmailBodyEditor } from './email-body-editor';

function SendEmailForm({ user, onDone }: { user: TTeamUser; onDone: () => void }) {
  const { t } = useLingui();
  const send = useSendTeamEmail();
  const name = `${user.first_name} ${user.last_name}`;
  const form = useForm({
    initialValues: { subject: '', email: user.email, content: '' },
    validate: schemaResolver(ZSendEmailBody, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    send.mutate(values, panelSaveHandlers(form, { success: specText(MSG.EMAIL_SENT), onDone })),
  );

  return (
    <PanelForm
      label={t`Send an email to ${name}`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Send Email`}
      submitting={send.isPending}
    >
      <TextInput
        label={t`Mail Subject`}
        required
        maxLength={TEAM_EMAIL_LIMITS.subjectMax}
        data-autofocus
        {...form.getInputProps('subject')}
      />
      <TextInput label={t`Email Address`} type="email" readOnly {...form.getInputProps('email')} />
      <EmailBodyEditor
        label={t`Message`}
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
  const { t } = useLingui();
  return (
    <SidePanel opened={user !== null} onClose={onClose} title={t`Send Email`} size={680}>
      {user && <SendEmailForm key={user.id} user={user} onDone={onClose} />}
    </SidePanel>
  );
}
