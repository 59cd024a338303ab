import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useSaveCourseOrder } from '../api/mutations';
import { usePlaylist } from '../api/queries';
import { OrganiserBoard } from '../components/organiser-board';
import { PlaylistRecertificationSection } from '../components/playlist-recertification-section';
import { addLevel, boardFrom, canAddLevel, sameBoard, treeOf, type TBoard } from '../lib/organiser-board';

/**
 * The playlist organiser (/admin/playlists/organise/{id}): Unassigned Modules plus numbered levels, with Back, Add
 * Level and Save. Changes stay on the screen until Save, which goes back to the playlists. Below them, the
 * Recertification section sets every course's certificate validity at once (saved on its own, not by Save).
 */
export default function OrganisePlaylistPage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/admin/playlists/organise/$id' });
  const navigate = useNavigate();
  const playlist = usePlaylist(id, 'modules', { snapshot: true });
  const save = useSaveCourseOrder();
  const [board, setBoard] = useState<TBoard | null>(null);
  const [initial, setInitial] = useState<TBoard | null>(null);

  useEffect(() => {
    if (!playlist.data || board) return;
    const start = boardFrom(playlist.data.modules ?? [], playlist.data.levels);
    setBoard(start);
    setInitial(start);
  }, [playlist.data, board]);

  const dirty = board !== null && initial !== null && !sameBoard(board, initial);
  const back = async () => {
    if (dirty) {
      const leave = await confirmAction({
        title: t`Leave without saving?`,
        message: t`Your changes to the levels will be lost.`,
        confirmLabel: t`Leave`,
      });
      if (!leave) return;
    }
    void navigate({ to: '/admin/playlists' });
  };

  const submit = () => {
    if (!board) return;
    save.mutate(
      { channel: id, levels: board.levels, tree: treeOf(board) },
      {
        onSuccess: () => {
          notifySuccess(specText(MSG.PLAYLIST_ORGANISED));
          void navigate({ to: '/admin/playlists' });
        },
        onError: (error) => notifyApiError(error, specText(MSG.PLAYLIST_SAVE_ERROR)),
      },
    );
  };

  if (playlist.isPending || (playlist.data && !board)) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the playlist`} />
      </Center>
    );
  }
  if (playlist.isError || !board) {
    const notFound = isApiError(playlist.error) && playlist.error.status === 404;
    return (
      <Stack gap="md">
        <Anchor component="button" type="button" size="sm" onClick={() => void navigate({ to: '/admin/playlists' })}>
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            <Trans>Back to Playlists</Trans>
          </Group>
        </Anchor>
        <Alert color="red" title={notFound ? t`Playlist not found` : t`This playlist could not be loaded`}>
          {notFound ? t`It may have been deleted.` : specText(MSG.GENERIC_ERROR)}
        </Alert>
      </Stack>
    );
  }

  const name = playlist.data.name;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <div>
          <Title order={1} fz={28}>
            <Trans>Organise Modules</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>{name}: drag courses onto levels, or use a card's Move to menu.</Trans>
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => void back()}
            disabled={save.isPending}
          >
            <Trans>Back</Trans>
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setBoard(addLevel(board))}
            disabled={!canAddLevel(board) || save.isPending}
          >
            <Trans>Add Level</Trans>
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={submit} loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Group>
      {(playlist.data.modules ?? []).length === 0 && (
        <Alert color="blue" variant="light">
          <Trans>This playlist has no courses yet: add some with Assign Courses on the playlists list.</Trans>
        </Alert>
      )}
      <OrganiserBoard board={board} modules={playlist.data.modules ?? []} onChange={setBoard} />
      <PlaylistRecertificationSection
        playlistId={id}
        courseIds={(playlist.data.modules ?? []).map((module) => module.id)}
      />
    </Stack>
  );
}
