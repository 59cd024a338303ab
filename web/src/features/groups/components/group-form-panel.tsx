import { useLingui } from '@lingui/react/macro';
import { MultiSelect, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { GROUP_LIMITS, MSG, ZGroupBody, type TGroup } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { SidePanel } from '../../../components/side-panel';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useUserPicker } from '../../users/api/queries';
import { useSaveGroup } from '../api/mutations';

interface TGroupFormProps {
  group: TGroup | null;
  onDone: () => void;
}

function GroupForm({ group, onDone }: TGroupFormProps) {
  const { t } = useLingui();
  const save = useSaveGroup();
  const form = useForm({
    initialValues: { name: group?.name ?? '', description: group?.description ?? '', members: [] as string[] },
    validate: schemaResolver(ZGroupBody, { sync: true }),
  });
  // A new group's first members are chosen here; an existing group's members are managed from Manage Users.
  const people = useUserPicker(!group);
  const memberOptions = (people.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.first_name} ${person.last_name} (${person.email})`,
  }));

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: group?.id ?? null,
        body: {
          name: values.name,
          description: values.description || null,
          ...(group || values.members.length === 0 ? {} : { assign_users: values.members }),
        },
      },
      panelSaveHandlers(form, { success: specText(group ? MSG.GROUP_UPDATED : MSG.GROUP_ADDED), onDone }),
    ),
  );

  return (
    <PanelForm
      label={group ? t`Edit Group` : t`Add a new group`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={group ? t`Update Group` : t`Add Group`}
      submitting={save.isPending}
    >
      <TextInput
        label={t`Name`}
        description={specText(MSG.GROUP_NAME_HINT)}
        required
        maxLength={GROUP_LIMITS.nameMax}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t`Description`}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={GROUP_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
      {!group && (
        <MultiSelect
          label={t`Members`}
          description={t`Optional: they are enrolled on the group's courses and playlists as they are added.`}
          placeholder={form.getValues().members.length ? undefined : t`Select users`}
          data={memberOptions}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={people.isPending ? t`Loading…` : t`No users found`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('members')}
          error={form.getInputProps('members').error ?? form.errors.assign_users}
        />
      )}
    </PanelForm>
  );
}

/** Add a new group (with its first members) / Edit Group: name (unique in the company, as the hint says) and description. */
export function GroupFormPanel({
  opened,
  group,
  onClose,
}: {
  opened: boolean;
  group: TGroup | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <SidePanel opened={opened} onClose={onClose} title={group ? t`Edit Group` : t`Add a new group`}>
      {/* Keyed by group so opening another group starts from its values, not the last form's. */}
      {opened && <GroupForm key={group?.id ?? 'new'} group={group} onDone={onClose} />}
    </SidePanel>
  );
}
