import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { TGroup } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { searchQuery, useListParams } from '../../../lib/use-list-params';
import { useGroupList } from '../../groups/api/queries';
import { ReportFileActions } from '../components/report-file-actions';
import { ReportHeader } from '../components/report-header';

const columns: readonly TColumn<TGroup>[] = [
  {
    key: 'name',
    header: <Trans>Name</Trans>,
    sortKey: 'name',
    cell: (g) => (
      <Text size="sm" fw={500}>
        {g.name}
      </Text>
    ),
  },
  { key: 'users', header: <Trans>Users</Trans>, sortKey: 'total_users', cell: (g) => g.total_users },
  { key: 'courses', header: <Trans>Courses</Trans>, cell: (g) => g.total_courses },
  { key: 'playlists', header: <Trans>Playlists</Trans>, cell: (g) => g.total_channels },
];

/** Group Reports: each group's members and the courses and playlists it is enrolled on. */
export default function GroupReportPage() {
  const { t } = useLingui();
  const list = useListParams({ orderBy: 'name', sortedBy: 'asc' });
  const groups = useGroupList(list.params);

  return (
    <Stack gap="lg">
      <ReportHeader
        title={t`Group Reports`}
        description={t`Each group's users, and the courses and playlists it is enrolled on.`}
        actions={
          <ReportFileActions
            request={{ report: 'groups', search: searchQuery(list.params.search, ['name']) }}
            what={t`group report`}
          />
        }
      />
      <ListCard
        search={{ label: t`Search Groups` }}
        list={list}
        {...pagedQueryProps(groups)}
        caption={t`Group report`}
        columns={columns}
        rowId={(g) => g.id}
        empty={list.params.search ? t`No groups match your search.` : t`No Groups Found`}
        emptyHint={list.params.search ? undefined : t`Groups you create under Groups are reported here.`}
        minWidth={560}
      />
    </Stack>
  );
}
