import { TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { GROUP_LIMITS, MSG, ZGroupBody, type TGroup } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useSaveGroup } from '../api/mutations';

interface TGroupFormProps {
  group: TGroup | null;
  onDone: () => void;
}

function GroupForm({ group, onDone }: TGroupFormProps) {
  const save = useSaveGroup();
  const form = useForm({
    initialValues: { name: group?.name ?? '', description: group?.description ?? '' },
    validate: schemaResolver(ZGroupBody, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: group?.id ?? null, body: { name: values.name, description: values.description || null } },
      panelSaveHandlers(form, { success: group ? MSG.GROUP_UPDATED : MSG.GROUP_ADDED, onDone }),
    ),
  );

  return (
    <PanelForm
      label={group ? 'Edit Group' : 'Add a new group'}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={group ? 'Update Group' : 'Add Group'}
      submitting={save.isPending}
    >
      <TextInput
        label="Name"
        description={MSG.GROUP_NAME_HINT}
        required
        maxLength={GROUP_LIMITS.nameMax}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={GROUP_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
    </PanelForm>
  );
}

/** Add a new group / Edit Group: name (unique in the company, as the hint says) and description. */
export function GroupFormPanel({
  opened,
  group,
  onClose,
}: {
  opened: boolean;
  group: TGroup | null;
  onClose: () => void;
}) {
  return (
    <SidePanel opened={opened} onClose={onClose} title={group ? 'Edit Group' : 'Add a new group'}>
      {/* Keyed by group so opening another group starts from its values, not the last form's. */}
      {opened && <GroupForm key={group?.id ?? 'new'} group={group} onDone={onClose} />}
    </SidePanel>
  );
}
