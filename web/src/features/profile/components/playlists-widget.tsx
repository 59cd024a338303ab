import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconPlaylist } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { DASHBOARD_PLAYLISTS_QUERY, useMinePlaylists } from '../../playlists/api/queries';
import { Widget } from './widget';
import { UnstyledButtonLink } from '../../../components/links/unstyled-button-link';
import { LoadError } from '../../../components/load-error';

function ModuleCount({ count }: { count: number }) {
  return <Plural value={count} one="# module" other="# modules" />;
}

/** The Playlists widget: the first few playlists the learner is enrolled on, and a button to all of them. */
export function PlaylistsWidget() {
  const { t } = useLingui();
  const playlists = useMinePlaylists(DASHBOARD_PLAYLISTS_QUERY, { staleTime: 60_000 });
  const rows = playlists.data?.data ?? [];
  const total = playlists.data?.meta.pagination.total ?? 0;
  const more = total - rows.length;
  return (
    <Widget title={t`My Playlists`} link={{ to: '/playlists', label: t`All Playlists` }}>
      {playlists.isError && <LoadError onRetry={playlists.refetch} />}
      {playlists.isSuccess && rows.length === 0 && (
        <EmptyState icon={<IconPlaylist size={28} aria-hidden />} title={t`No Playlists Found`}>
          <Trans>Playlists you are enrolled on will appear here.</Trans>
        </EmptyState>
      )}
      {rows.length > 0 && (
        <Stack gap={4}>
          {rows.map((playlist) => (
            <UnstyledButtonLink
              key={playlist.id}
              to="/playlist/details/$id"
              params={{ id: playlist.id }}
              style={{ borderRadius: 8 }}
            >
              <Group gap="sm" wrap="nowrap" p="xs">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <IconPlaylist size={18} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {playlist.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <ModuleCount count={playlist.total_published_modules} />
                  </Text>
                </Stack>
                <IconChevronRight size={16} aria-hidden />
              </Group>
            </UnstyledButtonLink>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed" px="xs">
              <Trans>and {more} more</Trans>
            </Text>
          )}
        </Stack>
      )}
    </Widget>
  );
}
