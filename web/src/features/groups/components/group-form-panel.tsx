import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { GROUP_LIMITS, MSG, ZGroupBody, type TGroup } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
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
      {
        onSuccess: () => {
          notifySuccess(group ? MSG.GROUP_UPDATED : MSG.GROUP_ADDED);
          onDone();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={group ? 'Edit Group' : 'Add a new group'}>
      <Stack gap="md">
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {group ? 'Update Group' : 'Add Group'}
          </Button>
        </Group>
      </Stack>
    </form>
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
