import { Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TUserRow } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { formatShortDate } from '../../../lib/format-date';
import { ConfirmedMark } from './confirmed-mark';
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
    { key: 'first_name', header: 'First Name', sortKey: 'first_name', cell: (u) => u.first_name },
    { key: 'last_name', header: 'Surname', sortKey: 'last_name', cell: (u) => u.last_name },
    { key: 'unique_id', header: 'Unique Id', cell: (u) => u.unique_id ?? '' },
    { key: 'role', header: 'Role Access', cell: (u) => u.role_name },
    {
      key: 'last_login',
      header: 'Last Login',
      sortKey: 'last_login',
      cell: (u) =>
        u.last_login ? (
          formatShortDate(u.last_login)
        ) : (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        ),
    },
    { key: 'courses', header: 'Courses', cell: (u) => u.total_courses },
    { key: 'groups', header: 'Groups', cell: (u) => <GroupsCount user={u} /> },
    { key: 'playlists', header: 'Playlists', cell: (u) => u.total_channels },
    { key: 'confirmed', header: 'Confirmed', cell: (u) => <ConfirmedMark confirmed={u.confirmed} /> },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (u) => <UserRowActions user={u} onEdit={onEdit} />,
      width: 48,
    },
  ];
}
