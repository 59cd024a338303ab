import { Trans } from '@lingui/react/macro';
import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TUserRow } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { specText } from '../../../i18n/spec-text';
import { confirmedColumn, lastLoginColumn, nameColumns } from './person-columns';
import { UserRowActions } from './user-row-actions';

function GroupsCount({ user }: { user: TUserRow }) {
  if (user.groups.length === 0) return <>{user.total_groups}</>;
  return (
    <Tooltip label={user.groups.map((group) => group.name).join(', ')} multiline maw={280}>
      <Text size="sm" span td="underline dotted" tabIndex={0} style={{ cursor: 'help' }}>
        {user.total_groups}
      </Text>
    </Tooltip>
  );
}

/** The user management table's columns: the spec's columns, sortable names and last login, and the row menu. */
export function userColumns(onEdit: (id: string) => void): readonly TColumn<TUserRow>[] {
  return [
    ...nameColumns<TUserRow>(),
    { key: 'unique_id', header: <Trans>Unique Id</Trans>, cell: (u) => u.unique_id ?? '' },
    { key: 'role', header: <Trans>Role Access</Trans>, cell: (u) => specText(u.role_name) },
    lastLoginColumn<TUserRow>(),
    { key: 'courses', header: <Trans>Courses</Trans>, cell: (u) => u.total_courses },
    { key: 'groups', header: <Trans>Groups</Trans>, cell: (u) => <GroupsCount user={u} /> },
    { key: 'playlists', header: <Trans>Playlists</Trans>, cell: (u) => u.total_channels },
    confirmedColumn<TUserRow>(),
    {
      key: 'actions',
      header: (
        <VisuallyHidden>
          <Trans>Actions</Trans>
        </VisuallyHidden>
      ),
      cell: (u) => <UserRowActions user={u} onEdit={onEdit} />,
      width: 48,
    },
  ];
}
