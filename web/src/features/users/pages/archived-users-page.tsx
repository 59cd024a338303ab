import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Title } from '@mantine/core';
import { MSG, type TUserRow } from '@skillway/shared';
import { type TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { specText } from '../../../i18n/spec-text';
import { formatShortDate } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { useArchivedUsers } from '../api/queries';
import { emailColumn, nameColumns } from '../components/person-columns';
import { ArchivedUserActions } from '../components/archived-user-actions';

/** Archived users: restore them (counted against the plan's maximum again) or open their course report. */
export default function ArchivedUsersPage() {
  const { t } = useLingui();
  const list = useListParams({ orderBy: 'first_name', sortedBy: 'asc' });
  const users = useArchivedUsers(list.params);
  const counter = users.data?.meta.users ?? null;
  const atLimit = counter !== null && counter.current >= counter.max;

  const columns: readonly TColumn<TUserRow>[] = [
    ...nameColumns<TUserRow>(),
    emailColumn<TUserRow>(),
    { key: 'unique_id', header: t`Unique Id`, cell: (u) => u.unique_id ?? '' },
    { key: 'role', header: t`Role Access`, cell: (u) => specText(u.role_name) },
    { key: 'archived_at', header: t`Archived`, cell: (u) => formatShortDate(u.archived_at) },
    { key: 'actions', header: t`Actions`, width: 100, cell: (u) => <ArchivedUserActions user={u} atLimit={atLimit} /> },
  ];

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>Archived Users</Trans>
      </Title>
      {atLimit && (
        <Alert color="orange" variant="light">
          {specText(MSG.PLAN_LIMIT)}
        </Alert>
      )}
      <ListCard
        search={{ label: t`Search Users` }}
        list={list}
        {...pagedQueryProps(users)}
        caption={t`Archived users`}
        columns={columns}
        rowId={(u) => u.id}
        empty={list.params.search ? t`No archived users match your search.` : t`No Archived Users`}
        emptyHint={
          list.params.search ? undefined : t`Users you archive appear here with their records kept, ready to restore.`
        }
        minWidth={760}
      />
    </Stack>
  );
}
