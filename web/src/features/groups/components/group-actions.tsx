import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash, IconUsers } from '@tabler/icons-react';
import { MSG, type TGroup } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
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
  const { t } = useLingui();
  const remove = useDeleteGroup();
  const name = group.name;

  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: t`Delete group`,
      message: specText(MSG.GROUP_DELETE_CONFIRM),
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(group.id, {
      onSuccess: () => notifySuccess(specText(MSG.GROUP_DELETED)),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t`Edit`}>
        <ActionIcon variant="subtle" aria-label={t`Edit ${name}`} onClick={() => onEdit(group)}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Users`}>
        <ActionIcon variant="subtle" aria-label={t`Manage users of ${name}`} onClick={() => onUsers(group)}>
          <IconUsers size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Delete`}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t`Delete ${name}`}
          onClick={() => void confirmDelete()}
          loading={remove.isPending}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
