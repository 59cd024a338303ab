import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, ZUserUpdateBody, type TUserRow } from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { specText } from '../../../i18n/spec-text';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { SidePanel } from '../../../components/side-panel';
import { useUpdateCompanyUser } from '../api/mutations';

const resolver = schemaResolver(ZUserUpdateBody, { sync: true });

function CompanyUserForm({ companyId, user, onDone }: { companyId: string; user: TUserRow; onDone: () => void }) {
  const { t } = useLingui();
  const save = useUpdateCompanyUser(companyId);
  const form = useForm({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      unique_id: user.unique_id ?? '',
    },
    validate: resolver,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: user.id, body: { ...values, unique_id: values.unique_id.trim() || null } },
      panelSaveHandlers(form, { success: specText(MSG.USER_UPDATED), onDone }),
    ),
  );
  return (
    <PanelForm
      label={t`Edit User`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Save`}
      submitting={save.isPending}
    >
      <TextInput label={t`First Name`} required data-autofocus {...form.getInputProps('first_name')} />
      <TextInput label={t`Surname`} required {...form.getInputProps('last_name')} />
      <TextInput label={t`Email`} required type="email" {...form.getInputProps('email')} />
      <TextInput label={t`Employee ID`} {...form.getInputProps('unique_id')} />
    </PanelForm>
  );
}

/**
 * Edit User for the super administrator: a company user's names, email and employee id. Groups, role and team stay
 * as the company's administrator set them (the request leaves them out). Closing keeps the user shown while the
 * panel slides away.
 */
export function CompanyUserPanel({
  companyId,
  user,
  onClose,
}: {
  companyId: string;
  user: TUserRow | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState<TUserRow | null>(user);
  if (user !== null && user !== shown) setShown(user);
  return (
    <SidePanel opened={user !== null} onClose={onClose} title={t`Edit User`}>
      {shown && <CompanyUserForm key={shown.id} companyId={companyId} user={shown} onDone={onClose} />}
    </SidePanel>
  );
}
