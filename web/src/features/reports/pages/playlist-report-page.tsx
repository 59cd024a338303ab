import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { MSG, type TPlaylist } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { specText } from '../../../i18n/spec-text';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { searchQuery, useListParams } from '../../../lib/use-list-params';
import { usePlaylistList } from '../../playlists/api/admin-queries';
import { PlaylistPicture } from '../../playlists/components/playlist-picture';
import { ReportFileActions } from '../components/report-file-actions';
import { ReportHeader } from '../components/report-header';

const columns: readonly TColumn<TPlaylist>[] = [
  {
    key: 'icon',
    header: <Trans>Icon</Trans>,
    width: 88,
    cell: (p) => <PlaylistPicture playlist={p} width={48} ratio={1} />,
  },
  {
    key: 'name',
    header: <Trans>Playlist</Trans>,
    sortKey: 'name',
    cell: (p) => (
      <Text size="sm" fw={500} lineClamp={2}>
        {p.name}
      </Text>
    ),
  },
  { key: 'users', header: <Trans>Assigned Users</Trans>, cell: (p) => p.individual_users },
  { key: 'groups', header: <Trans>Assigned Groups</Trans>, cell: (p) => p.total_groups },
  { key: 'total', header: <Trans>Total Users</Trans>, cell: (p) => p.total_users },
  { key: 'modules', header: <Trans>Modules</Trans>, cell: (p) => p.total_modules },
];

/** Playlist Reports: each playlist's users (assigned directly, groups, everyone) and its courses. */
export default function PlaylistReportPage() {
  const { t } = useLingui();
  const list = useListParams({ orderBy: 'name', sortedBy: 'asc' });
  const playlists = usePlaylistList(list.params);

  return (
    <Stack gap="lg">
      <ReportHeader
        title={t`Playlist Reports`}
        description={t`Who each playlist is assigned to, directly or through groups, and how many courses it holds.`}
        actions={
          <ReportFileActions
            request={{ report: 'playlists', search: searchQuery(list.params.search, ['name']) }}
            what={t`playlist report`}
          />
        }
      />
      <ListCard
        search={{ label: t`Search Playlists` }}
        list={list}
        {...pagedQueryProps(playlists)}
        caption={t`Playlist report`}
        columns={columns}
        rowId={(p) => p.id}
        empty={list.params.search ? t`No playlists match your search.` : specText(MSG.PLAYLISTS_NONE_FOUND)}
        emptyHint={list.params.search ? undefined : t`Playlists you create under Playlists are reported here.`}
        minWidth={760}
      />
    </Stack>
  );
}
