import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, ZUserUpdateBody, type TUserRow } from '@skillway/shared';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { SidePanel } from '../../../components/side-panel';
import { useUpdateCompanyUser } from '../api/mutations';

const resolver = schemaResolver(ZUserUpdateBody, { sync: true });

function CompanyUserForm({ companyId, user, onDone }: { companyId: string; user: TUserRow; onDone: () => void }) {
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
      panelSaveHandlers(form, { success: MSG.USER_UPDATED, onDone }),
    ),
  );
  return (
    <PanelForm label="Edit User" onSubmit={submit} onCancel={onDone} submitLabel="Save" submitting={save.isPending}>
      <TextInput label="First Name" required data-autofocus {...form.getInputProps('first_name')} />
      <TextInput label="Surname" required {...form.getInputProps('last_name')} />
      <TextInput label="Email" required type="email" {...form.getInputProps('email')} />
      <TextInput label="Employee ID" {...form.getInputProps('unique_id')} />
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
  const [shown, setShown] = useState<TUserRow | null>(user);
  if (user !== null && user !== shown) setShown(user);
  return (
    <SidePanel opened={user !== null} onClose={onClose} title="Edit User">
      {shown && <CompanyUserForm key={shown.id} companyId={companyId} user={shown} onDone={onClose} />}
    </SidePanel>
  );
}
