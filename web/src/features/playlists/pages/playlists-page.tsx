import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MSG, type TPlaylist } from '@skillway/shared';
import { PageHeader } from '../../../components/page-header';
import { specText } from '../../../i18n/spec-text';
import { type TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { PlaylistPicture } from '../components/playlist-picture';
import { usePlaylistList } from '../api/admin-queries';
import { AdditionalContentPanel } from '../components/additional-content-panel';
import { CoursesPanel } from '../components/courses-panel';
import { EnrolPanel } from '../../../components/enrolment/enrol-panel';
import { PLAYLIST_ENROL_TARGET, type TPlaylistEnrolMode } from '../lib/playlist-enrol-target';
import { PlaylistFormPanel } from '../components/playlist-form-panel';
import { PlaylistRowActions, type TPlaylistPanel } from '../components/playlist-row-actions';
import { PublishedMark } from '../../../components/published-mark';

/**
 * The Playlists screen: Add New Playlist, 'Search Playlists', and the paged table (Published tick, Icon/Thumbnail,
 * Playlist) with Edit, Enrol, Unenroll, Courses, Content, Organise modules and Delete per playlist.
 */
export default function PlaylistsPage() {
  const { t } = useLingui();
  const list = useListParams({ orderBy: 'name', sortedBy: 'asc' });
  const playlists = usePlaylistList(list.params);
  const [form, setForm] = useState<{ opened: boolean; id: string | null }>({ opened: false, id: null });
  const [courses, setCourses] = useState<TPlaylist | null>(null);
  const [content, setContent] = useState<TPlaylist | null>(null);
  const [enrolment, setEnrolment] = useState<{ playlist: TPlaylist; mode: TPlaylistEnrolMode } | null>(null);

  const openPanel = (playlist: TPlaylist, panel: TPlaylistPanel) => {
    if (panel === 'edit') setForm({ opened: true, id: playlist.id });
    if (panel === 'courses') setCourses(playlist);
    if (panel === 'content') setContent(playlist);
  };

  const columns: readonly TColumn<TPlaylist>[] = [
    { key: 'published', header: t`Published`, width: 96, cell: (p) => <PublishedMark published={p.published} /> },
    {
      key: 'picture',
      header: t`Icon/Thumbnail`,
      width: 120,
      cell: (p) => <PlaylistPicture playlist={p} width={56} ratio={1} />,
    },
    {
      key: 'name',
      header: t`Playlist`,
      sortKey: 'name',
      cell: (p) => {
        const { total_modules: courses, levels, total_users: users, total_groups: groups } = p;
        return (
          <div style={{ minWidth: 0 }}>
            <Text fw={500} size="sm" lineClamp={2}>
              {p.name}
            </Text>
            <Group gap={6} mt={2}>
              <Text size="xs" c="dimmed">
                <Plural value={courses} one="# course" other="# courses" /> ·{' '}
                <Plural value={levels} one="# level" other="# levels" /> ·{' '}
                <Plural value={users} one="# user" other="# users" />
              </Text>
              {groups > 0 && (
                <Badge size="xs" variant="light" color="gray">
                  <Plural value={groups} one="# group" other="# groups" />
                </Badge>
              )}
            </Group>
          </div>
        );
      },
    },
    {
      key: 'actions',
      header: t`Actions`,
      width: 250,
      cell: (p) => (
        <PlaylistRowActions
          playlist={p}
          onPanel={openPanel}
          onEnrolment={(playlist, mode) => setEnrolment({ playlist, mode })}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t`Playlists`}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ opened: true, id: null })}>
          <Trans>Add New Playlist</Trans>
        </Button>
      </PageHeader>

      <ListCard
        search={{ label: t`Search Playlists` }}
        list={list}
        {...pagedQueryProps(playlists)}
        caption={t`Playlists`}
        columns={columns}
        rowId={(p) => p.id}
        rowLabel={(p) => p.name}
        empty={list.params.search ? t`No playlists match your search.` : specText(MSG.PLAYLISTS_NONE_FOUND)}
        emptyHint={list.params.search ? undefined : t`Add New Playlist groups courses into a learning path.`}
        minWidth={720}
      />

      <PlaylistFormPanel
        opened={form.opened}
        playlistId={form.id}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
      <CoursesPanel playlist={courses} onClose={() => setCourses(null)} />
      <AdditionalContentPanel playlist={content} onClose={() => setContent(null)} />
      <EnrolPanel
        target={PLAYLIST_ENROL_TARGET}
        open={enrolment && { subject: enrolment.playlist, mode: enrolment.mode }}
        onClose={() => setEnrolment(null)}
      />
    </Stack>
  );
}
