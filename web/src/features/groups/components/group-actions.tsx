import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash, IconUsers } from '@tabler/icons-react';
import { MSG, type TGroup } from '@skillway/shared';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteGroup } from '../api/mutations';

interface TGroupActionsProps {
  group: TGroup;
  onEdit: (group: TGroup) => void;
  onUsers: (group: TGroup) => void;
}

/** Edit, Users and Delete for one group; Delete warns that members lose what they had through the group. */
export function GroupActions({ group, onEdit, onUsers }: TGroupActionsProps) {
  const remove = useDeleteGroup();

  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: 'Delete group',
      message: MSG.GROUP_DELETE_CONFIRM,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(group.id, {
      onSuccess: () => notifySuccess(MSG.GROUP_DELETED),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${group.name}`} onClick={() => onEdit(group)}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Users">
        <ActionIcon variant="subtle" aria-label={`Manage users of ${group.name}`} onClick={() => onUsers(group)}>
          <IconUsers size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${group.name}`}
          onClick={() => void confirmDelete()}
          loading={remove.isPending}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
