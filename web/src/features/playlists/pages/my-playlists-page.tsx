import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlaylist } from '@tabler/icons-react';
import { MSG, ROLE } from '@skillway/shared';
import { useSession } from '../../../api';
import { EmptyState } from '../../../components/empty-state';
import { specText } from '../../../i18n/spec-text';
import { ButtonLink } from '../../../components/links/button-link';
import { SearchInput } from '../../../components/search-input';
import { myPlaylistsQuery, useMinePlaylists } from '../api/queries';
import { PlaylistCard } from '../components/playlist-card';
import { LoadError } from '../../../components/load-error';

/** My Playlists (/playlists): a card grid of the published playlists I am enrolled on, with a name search. */
export default function MyPlaylistsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const playlists = useMinePlaylists(myPlaylistsQuery(search));
  const isAdmin = useSession()?.user.role_id === ROLE.ADMIN;
  const rows = playlists.data?.data ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>My Playlists</Trans>
      </Title>
      <SearchInput label={t`Search Playlists`} delayMs={300} onSearch={setSearch} maw={360} />
      {playlists.isError && <LoadError onRetry={playlists.refetch} />}
      {playlists.isPending ? (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading your playlists`} />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconPlaylist size={28} aria-hidden />}
          title={specText(MSG.PLAYLISTS_NONE_FOUND)}
          action={
            isAdmin ? (
              <ButtonLink to="/admin/playlists" variant="light">
                <Trans>Go to the playlists</Trans>
              </ButtonLink>
            ) : undefined
          }
        >
          {search ? t`No playlist matches your search.` : t`Playlists you are enrolled on will appear here.`}
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy={playlists.isFetching}>
          {rows.map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
