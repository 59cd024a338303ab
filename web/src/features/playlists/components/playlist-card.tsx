import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CARD_DESCRIPTION_LENGTH, type TPlaylist } from '@skillway/shared';
import { itemActionName } from '../../../components/item-label';
import { ButtonLink } from '../../../components/links/button-link';
import { cardText } from '../lib/module-levels';
import { PlaylistPicture } from './playlist-picture';

/** One playlist of My Playlists: its picture, name, the start of its description, its course count, View Playlist. */
export function PlaylistCard({ playlist }: { playlist: TPlaylist }) {
  const { t } = useLingui();
  const courses = playlist.total_published_modules;
  const levels = playlist.levels;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={playlist.name}>
      <Card.Section>
        <PlaylistPicture playlist={playlist} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg" lineClamp={2}>
          {playlist.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="indigo">
            <Plural value={courses} one="# course" other="# courses" />
          </Badge>
          {levels > 1 && (
            <Badge variant="light" color="gray">
              <Plural value={levels} one="# level" other="# levels" />
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {cardText(playlist.description, CARD_DESCRIPTION_LENGTH)}
        </Text>
      </Stack>
      <ButtonLink
        to="/playlist/details/$id"
        params={{ id: playlist.id }}
        mt="md"
        fullWidth
        variant="light"
        aria-label={itemActionName(t`View Playlist`, playlist.name)}
      >
        <Trans>View Playlist</Trans>
      </ButtonLink>
    </Card>
  );
}
