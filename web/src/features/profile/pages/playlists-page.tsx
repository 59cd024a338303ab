import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useListParams } from '../../../lib/use-list-params';
import { usePlaylistRows } from '../api/queries';
import { PlaylistProgressTable } from '../components/playlist-progress-table';
import { ProfileTabs } from '../components/profile-tabs';
import { LoadError } from '../../../components/load-error';
import { pageRows } from '../../../components/list-card';

/** Profile Playlists: the playlists the user is enrolled on (name, modules, view). */
export default function PlaylistsPage() {
  const { t } = useLingui();
  const list = useListParams();
  const playlists = usePlaylistRows(null, list.params);
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>My Playlists Progress</Trans>
      </Title>
      <ProfileTabs current="/profile/playlists" />
      {playlists.isError ? (
        <LoadError onRetry={playlists.refetch} />
      ) : (
        <PlaylistProgressTable
          {...pageRows(playlists)}
          loading={playlists.isPending || playlists.isFetching}
          list={list}
          caption={t`My playlists`}
          canView
          empty={t`You are not enrolled on any playlists yet.`}
        />
      )}
    </Stack>
  );
}
