import { Alert, Stack, Title } from '@mantine/core';
import { MSG, type TUserRow } from '@skillway/shared';
import { type TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { formatShortDate } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { useArchivedUsers } from '../api/queries';
import { emailColumn, nameColumns } from '../components/person-columns';
import { ArchivedUserActions } from '../components/archived-user-actions';

/** Archived users: restore them (counted against the plan's maximum again) or open their course report. */
export default function ArchivedUsersPage() {
  const list = useListParams({ orderBy: 'first_name', sortedBy: 'asc' });
  const users = useArchivedUsers(list.params);
  const counter = users.data?.meta.users ?? null;
  const atLimit = counter !== null && counter.current >= counter.max;

  const columns: readonly TColumn<TUserRow>[] = [
    ...nameColumns<TUserRow>(),
    emailColumn<TUserRow>(),
    { key: 'unique_id', header: 'Unique Id', cell: (u) => u.unique_id ?? '' },
    { key: 'role', header: 'Role Access', cell: (u) => u.role_name },
    { key: 'archived_at', header: 'Archived', cell: (u) => formatShortDate(u.archived_at) },
    { key: 'actions', header: 'Actions', width: 100, cell: (u) => <ArchivedUserActions user={u} atLimit={atLimit} /> },
  ];

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        Archived Users
      </Title>
      {atLimit && (
        <Alert color="orange" variant="light">
          {MSG.PLAN_LIMIT}
        </Alert>
      )}
      <ListCard
        search={{ label: 'Search Users' }}
        list={list}
        {...pagedQueryProps(users)}
        caption="Archived users"
        columns={columns}
        rowId={(u) => u.id}
        empty={list.params.search ? 'No archived users match your search.' : 'No Archived Users'}
        emptyHint={
          list.params.search ? undefined : 'Users you archive appear here with their records kept, ready to restore.'
        }
        minWidth={760}
      />
    </Stack>
  );
}
