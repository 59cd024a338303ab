import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { MSG, type TAsset } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { videoSourceOf } from '../lib/video-source';
import { VideoPlayer } from '../../../components/video-player';

/** Training Materials: the selected video in a player, and the list of the course's videos to choose from. */
export function TrainingVideos({ videos }: { videos: readonly TAsset[] }) {
  const { t } = useLingui();
  const [selectedId, setSelectedId] = useState<string | null>(videos[0]?.id ?? null);
  if (videos.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No training videos.</Trans>
      </Text>
    );
  }
  const selected = videos.find((video) => video.id === selectedId) ?? videos[0]!;
  const source = videoSourceOf(selected);
  const note =
    selected.video?.status === 'failed'
      ? specText(MSG.VIDEO_FAILED)
      : selected.video?.status === 'processing'
        ? specText(MSG.VIDEO_PROCESSING)
        : null;

  return (
    <Stack gap="sm" maw={880}>
      {source ? (
        <VideoPlayer source={source} poster={selected.video?.poster_url} title={selected.title} />
      ) : (
        <Alert color="gray">
          <Trans>This video has no file.</Trans>
        </Alert>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      <div>
        <Text fw={600}>{selected.title}</Text>
        {selected.description && (
          <Text size="sm" c="dimmed">
            {selected.description}
          </Text>
        )}
      </div>
      {videos.length > 1 && (
        <Paper withBorder radius="md" p={4} component="nav" aria-label={t`Training videos`}>
          {videos.map((video, index) => (
            <NavLink
              key={video.id}
              component="button"
              type="button"
              label={`${index + 1}. ${video.title}`}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              active={video.id === selected.id}
              aria-current={video.id === selected.id ? 'true' : undefined}
              onClick={() => setSelectedId(video.id)}
            />
          ))}
        </Paper>
      )}
    </Stack>
  );
}
