import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { safeDescriptionHtml } from '../../courses/lib/safe-description';
import { LEARNER_PLAYLIST_INCLUDE, usePlaylist } from '../api/queries';
import { ModuleCard } from '../components/module-card';
import { PlaylistFiles } from '../components/playlist-files';
import { PlaylistPicture } from '../components/playlist-picture';
import { moduleLevels } from '../lib/module-levels';
import { AnchorLink } from '../../../components/links/anchor-link';

function BackToPlaylists() {
  return (
    <AnchorLink to="/playlists" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        <Trans>Back to My Playlists</Trans>
      </Group>
    </AnchorLink>
  );
}

/**
 * Playlist details (/playlist/details/{channel_id}): name, picture and description, its Additional Content with
 * Download, and its courses level by level as cards that lead to the course details or the player.
 */
export default function PlaylistDetailsPage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/playlist/details/$id' });
  const playlist = usePlaylist(id, LEARNER_PLAYLIST_INCLUDE);

  if (playlist.isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the playlist`} />
      </Center>
    );
  }
  if (playlist.isError) {
    const notFound = isApiError(playlist.error) && playlist.error.status === 404;
    return (
      <Stack gap="md">
        <BackToPlaylists />
        <Alert
          color={notFound ? 'gray' : 'red'}
          title={notFound ? t`Playlist not found` : t`This playlist could not be loaded`}
        >
          {notFound ? t`This playlist does not exist or you are not enrolled on it.` : specText(MSG.GENERIC_ERROR)}
        </Alert>
      </Stack>
    );
  }

  const data = playlist.data;
  const levels = moduleLevels(data.publishedmodules ?? []);
  const courses = data.total_published_modules;
  const levelCount = data.levels;
  return (
    <Stack gap="xl">
      <BackToPlaylists />
      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <PlaylistPicture playlist={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Stack gap="sm">
            <Title order={1} fz={28}>
              {data.name}
            </Title>
            <Text size="sm" c="dimmed">
              {levelCount > 1 ? (
                <Trans>
                  <Plural value={courses} one="# course" other="# courses" /> on {levelCount} levels
                </Trans>
              ) : (
                <Plural value={courses} one="# course" other="# courses" />
              )}
            </Text>
            {data.description && (
              // Sanitised on the server with an allow-list; cleaned again here, links opening in a new tab.
              <Typography p={0}>
                <div dangerouslySetInnerHTML={{ __html: safeDescriptionHtml(data.description) }} />
              </Typography>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="playlist-content">
        <Title order={2} fz="lg" mb="sm" id="playlist-content">
          <Trans>Additional Content</Trans>
        </Title>
        <PlaylistFiles files={data.supplementalMaterial ?? []} />
      </Paper>

      <Stack gap="lg" component="section" aria-labelledby="playlist-modules">
        <Title order={2} fz="xl" id="playlist-modules">
          <Trans>Modules</Trans>
        </Title>
        {levels.length === 0 && (
          <Text c="dimmed" size="sm">
            <Trans>This playlist has no courses yet.</Trans>
          </Text>
        )}
        {levels.map((level) => (
          <Stack key={level.level} gap="sm" component="section" aria-label={level.title}>
            <Title order={3} fz="md" c="indigo.8">
              {level.title}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
              {level.modules.map((module) => (
                <ModuleCard key={module.id} module={module} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
